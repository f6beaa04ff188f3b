// SPDX-License-Identifier: Apache-2.0
// A texture object over a 64 x 32 array of 8-bit unsigned elements created with a resource view
// (CU_RES_VIEW_FORMAT_UINT_1X8, 64 x 32): cuTexObjectGetResourceViewDesc returns that view.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTexObjectGetResourceViewDesc, ReturnsViewSetAtCreation,
    {
        .api = {"cuTexObjectGetResourceViewDesc"},
        .cite = {.doc = "DRV",
            .section = "cuTexObjectGetResourceViewDesc",
            .quote = "Returns the resource view descriptor for the texture object specified by texObject."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, 64, 32, 0, CU_AD_FORMAT_UNSIGNED_INT8));
  const CUDA_RESOURCE_DESC res = array_resource(array);
  const CUDA_TEXTURE_DESC tex_desc = point_texture();
  CUDA_RESOURCE_VIEW_DESC view{};
  view.format = CU_RES_VIEW_FORMAT_UINT_1X8;
  view.width = 64;
  view.height = 32;
  TexObject tex;
  CUDASEM_ASSERT_CU_OK(drv.cuTexObjectCreate(tex.out(), &res, &tex_desc, &view));
  CUDA_RESOURCE_VIEW_DESC got{};
  got.format = CU_RES_VIEW_FORMAT_FLOAT_4X32;

  CUDASEM_ASSERT_CU_OK(drv.cuTexObjectGetResourceViewDesc(&got, tex));

  CUDASEM_EXPECT_EQ_NAMED("view_format", got.format, CU_RES_VIEW_FORMAT_UINT_1X8);
  CUDASEM_EXPECT_EQ_NAMED("view_width", got.width, 64u);
  CUDASEM_EXPECT_EQ_NAMED("view_height", got.height, 32u);
  CUDASEM_EXPECT_EQ_NAMED("view_depth", got.depth, 0u);
}
