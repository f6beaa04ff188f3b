// SPDX-License-Identifier: Apache-2.0
// A surface object made by cuSurfObjectCreate over a 1D array of 1024 32-bit unsigned elements
// (CUDA_ARRAY3D_SURFACE_LDST): a kernel's surf1Dwrite of every element is what cuMemcpyAtoH reads back.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void write_elements(unsigned long long surf, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) surf1Dwrite(0x7000u + static_cast<unsigned>(i), surf, i * 4);
}
}  // namespace

CUDASEM_CASE(CuSurfObjectCreate, KernelWritesReachArray,
    {
        .api = {"cuSurfObjectCreate", "cuSurfObjectDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuSurfObjectCreate",
            .quote =
                "Creates a surface object and returns it in pSurfObject. pResDesc describes the data to perform surface load/stores on."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr int kN = 1024;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, kN, 0, 0, CU_AD_FORMAT_UNSIGNED_INT32, 1, CUDA_ARRAY3D_SURFACE_LDST));
  write_array_bytes(array, std::vector<unsigned char>(kN * 4, 0));
  const CUDA_RESOURCE_DESC res = array_resource(array);
  SurfObject surf;

  CUDASEM_ASSERT_CU_OK(drv.cuSurfObjectCreate(surf.out(), &res));

  write_elements<<<kN / 128, 128>>>(surf.get(), kN);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  std::vector<unsigned> got(kN, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyAtoH(got.data(), array, 0, kN * 4));
  std::size_t wrong = 0;
  for (int i = 0; i < kN; ++i) wrong += got[i] != 0x7000u + static_cast<unsigned>(i);
  CUDASEM_EXPECT_EQ_NAMED("elements_wrong", wrong, 0u);
}
