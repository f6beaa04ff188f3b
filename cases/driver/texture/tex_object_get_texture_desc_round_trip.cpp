// SPDX-License-Identifier: Apache-2.0
// cuTexObjectGetTextureDesc of a texture object over a 32 x 8 array of 8-bit elements (address modes wrap
// and mirror, linear filtering, normalized coordinates) returns those settings.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTexObjectGetTextureDesc, ReturnsSamplingSettings,
    {
        .api = {"cuTexObjectGetTextureDesc"},
        .cite = {.doc = "DRV",
            .section = "cuTexObjectGetTextureDesc",
            .quote = "Returns the texture descriptor for the texture object specified by texObject."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, 32, 8, 0, CU_AD_FORMAT_UNSIGNED_INT8));
  const CUDA_RESOURCE_DESC res = array_resource(array);
  CUDA_TEXTURE_DESC want{};
  want.addressMode[0] = CU_TR_ADDRESS_MODE_WRAP;
  want.addressMode[1] = CU_TR_ADDRESS_MODE_MIRROR;
  want.addressMode[2] = CU_TR_ADDRESS_MODE_CLAMP;
  want.filterMode = CU_TR_FILTER_MODE_LINEAR;
  want.flags = CU_TRSF_NORMALIZED_COORDINATES;
  TexObject tex;
  CUDASEM_ASSERT_CU_OK(drv.cuTexObjectCreate(tex.out(), &res, &want, nullptr));
  CUDA_TEXTURE_DESC got{};

  CUDASEM_ASSERT_CU_OK(drv.cuTexObjectGetTextureDesc(&got, tex));

  cudasem::observe("texture_flags", got.flags);
  CUDASEM_EXPECT_EQ_NAMED("address_mode_0", got.addressMode[0], CU_TR_ADDRESS_MODE_WRAP);
  CUDASEM_EXPECT_EQ_NAMED("address_mode_1", got.addressMode[1], CU_TR_ADDRESS_MODE_MIRROR);
  CUDASEM_EXPECT_EQ_NAMED("filter_mode", got.filterMode, CU_TR_FILTER_MODE_LINEAR);
  CUDASEM_EXPECT_TRUE_NAMED("normalized_coordinates_set", (got.flags & CU_TRSF_NORMALIZED_COORDINATES) != 0u);
}
