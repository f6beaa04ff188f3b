// SPDX-License-Identifier: Apache-2.0
// cuTexObjectGetResourceDesc of a texture object over linear memory returns its resource type, pointer,
// format, channel count and size in bytes.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTexObjectGetResourceDesc, ReturnsLinearResource,
    {
        .api = {"cuTexObjectGetResourceDesc"},
        .cite = {.doc = "DRV",
            .section = "cuTexObjectGetResourceDesc",
            .quote = "Returns the resource descriptor for the texture object specified by texObject."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 8192;
  int alignment = cudasem::attribute(CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, cudasem::device0());
  CUDASEM_ASSERT_TRUE_NAMED("texture_alignment_positive", alignment > 0);
  cudasem::DeviceMem mem;
  const CUdeviceptr raw = alloc_device_bytes(mem, kBytes + static_cast<std::size_t>(alignment));
  CUDASEM_ASSERT_TRUE_NAMED("allocation_address_nonzero", raw != 0u);
  const CUdeviceptr data = (raw + alignment - 1) / alignment * alignment;
  const CUDA_RESOURCE_DESC res = linear_u32_resource(data, kBytes);
  const CUDA_TEXTURE_DESC tex_desc = point_texture();
  TexObject tex;
  CUDASEM_ASSERT_CU_OK(drv.cuTexObjectCreate(tex.out(), &res, &tex_desc, nullptr));
  CUDA_RESOURCE_DESC got{};

  CUDASEM_ASSERT_CU_OK(drv.cuTexObjectGetResourceDesc(&got, tex));

  CUDASEM_EXPECT_EQ_NAMED("resource_type", got.resType, CU_RESOURCE_TYPE_LINEAR);
  CUDASEM_EXPECT_TRUE_NAMED("resource_pointer_matches", got.res.linear.devPtr == data);
  CUDASEM_EXPECT_EQ_NAMED("resource_format", got.res.linear.format, CU_AD_FORMAT_UNSIGNED_INT32);
  CUDASEM_EXPECT_EQ_NAMED("resource_channels", got.res.linear.numChannels, 1u);
  CUDASEM_EXPECT_EQ_NAMED("resource_size_bytes", got.res.linear.sizeInBytes, kBytes);
}
