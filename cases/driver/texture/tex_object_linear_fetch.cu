// SPDX-License-Identifier: Apache-2.0
// A texture object made by cuTexObjectCreate over 4096 32-bit unsigned elements of linear device memory
// (pointer aligned to CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, point sampling, integer reads): a kernel's
// tex1Dfetch(tex, i) returns element i for every i.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void fetch_elements(unsigned long long tex, unsigned* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<unsigned>(tex, i);
}
}  // namespace

CUDASEM_CASE(CuTexObjectCreate, LinearResourceFetchReturnsElements,
    {
        .api = {"cuTexObjectCreate", "cuTexObjectDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuTexObjectCreate",
            .quote =
                "Creates a texture object and returns it in pTexObject. pResDesc describes the data to texture from."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr int kN = 4096;
  constexpr std::size_t kBytes = kN * 4;
  int alignment = cudasem::attribute(CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, cudasem::device0());
  CUDASEM_ASSERT_TRUE_NAMED("texture_alignment_positive", alignment > 0);
  cudasem::DeviceMem mem;
  const CUdeviceptr raw = alloc_device_bytes(mem, kBytes + static_cast<std::size_t>(alignment));
  CUDASEM_ASSERT_TRUE_NAMED("allocation_address_nonzero", raw != 0u);
  const CUdeviceptr data = (raw + alignment - 1) / alignment * alignment;
  std::vector<unsigned> values(kN);
  for (int i = 0; i < kN; ++i) values[i] = 0x10000u + 3u * static_cast<unsigned>(i);
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyHtoD(data, values.data(), kBytes));
  const CUDA_RESOURCE_DESC res = linear_u32_resource(data, kBytes);
  const CUDA_TEXTURE_DESC tex_desc = point_texture();
  TexObject tex;

  CUDASEM_ASSERT_CU_OK(drv.cuTexObjectCreate(tex.out(), &res, &tex_desc, nullptr));

  cudasem::DeviceMem out_mem;
  const CUdeviceptr out = alloc_device_bytes(out_mem, kBytes);
  fetch_elements<<<kN / 128, 128>>>(tex.get(), reinterpret_cast<unsigned*>(out), kN);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  std::vector<unsigned> got(kN, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoH(got.data(), out, kBytes));
  std::size_t wrong = 0;
  for (int i = 0; i < kN; ++i) wrong += got[i] != values[i];
  CUDASEM_EXPECT_EQ_NAMED("elements_wrong", wrong, 0u);
}
