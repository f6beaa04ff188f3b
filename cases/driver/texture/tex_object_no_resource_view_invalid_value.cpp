// SPDX-License-Identifier: Apache-2.0
// cuTexObjectGetResourceViewDesc of a texture object created without a resource view returns
// CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTexObjectGetResourceViewDesc, NoViewInvalidValue,
    {
        .api = {"cuTexObjectGetResourceViewDesc"},
        .cite = {.doc = "DRV",
            .section = "cuTexObjectGetResourceViewDesc",
            .quote = "If no resource view was set for texObject, the CUDA_ERROR_INVALID_VALUE is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, 64, 32, 0, CU_AD_FORMAT_UNSIGNED_INT8));
  const CUDA_RESOURCE_DESC res = array_resource(array);
  const CUDA_TEXTURE_DESC tex_desc = point_texture();
  TexObject tex;
  CUDASEM_ASSERT_CU_OK(drv.cuTexObjectCreate(tex.out(), &res, &tex_desc, nullptr));
  CUDA_RESOURCE_VIEW_DESC view{};

  CUDASEM_EXPECT_CU_ERROR(drv.cuTexObjectGetResourceViewDesc(&view, tex), CUDA_ERROR_INVALID_VALUE);
}
