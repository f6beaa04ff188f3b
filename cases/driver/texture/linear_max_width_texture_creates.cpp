// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetTexture1DLinearMaxWidth for single-channel 8-bit unsigned elements returns a width W > 0 and a
// linear texture object of exactly W such elements is created by cuTexObjectCreate.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetTexture1DLinearMaxWidth, MaxWidthTextureCreates,
    {
        .api = {"cuDeviceGetTexture1DLinearMaxWidth"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetTexture1DLinearMaxWidth",
            .quote =
                "Returns in maxWidthInElements the maximum number of texture elements allocatable in a 1D linear texture for given format and numChannels."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  std::size_t max_width = 0;

  CUDASEM_ASSERT_CU_OK(
      drv.cuDeviceGetTexture1DLinearMaxWidth(&max_width, CU_AD_FORMAT_UNSIGNED_INT8, 1, cudasem::device0()));

  cudasem::environment("max_width_elements", static_cast<unsigned long long>(max_width));
  CUDASEM_ASSERT_TRUE_NAMED("max_width_positive", max_width > 0u);
  if (max_width > (std::size_t{1} << 32))
    GTEST_SKIP() << "a maximum width of " << max_width << " bytes is not allocated";
  const std::size_t kBytes = max_width;
  int alignment = cudasem::attribute(CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, cudasem::device0());
  CUDASEM_ASSERT_TRUE_NAMED("texture_alignment_positive", alignment > 0);
  cudasem::DeviceMem mem;
  const CUdeviceptr raw = alloc_device_bytes(mem, kBytes + static_cast<std::size_t>(alignment));
  CUDASEM_ASSERT_TRUE_NAMED("allocation_address_nonzero", raw != 0u);
  const CUdeviceptr data = (raw + alignment - 1) / alignment * alignment;
  CUDA_RESOURCE_DESC res{};
  res.resType = CU_RESOURCE_TYPE_LINEAR;
  res.res.linear.devPtr = data;
  res.res.linear.format = CU_AD_FORMAT_UNSIGNED_INT8;
  res.res.linear.numChannels = 1;
  res.res.linear.sizeInBytes = max_width;
  const CUDA_TEXTURE_DESC tex_desc = point_texture();
  TexObject tex;
  CUDASEM_EXPECT_CU_OK(drv.cuTexObjectCreate(tex.out(), &res, &tex_desc, nullptr));
}
