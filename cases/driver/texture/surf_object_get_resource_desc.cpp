// SPDX-License-Identifier: Apache-2.0
// cuSurfObjectGetResourceDesc of a surface object over an array returns resource type
// CU_RESOURCE_TYPE_ARRAY and that array's handle.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuSurfObjectGetResourceDesc, ReturnsArrayResource,
    {
        .api = {"cuSurfObjectGetResourceDesc"},
        .cite = {.doc = "DRV",
            .section = "cuSurfObjectGetResourceDesc",
            .quote = "Returns the resource descriptor for the surface object specified by surfObject."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray array;
  CUDASEM_ASSERT_CU_OK(create_3d_array(array, 64, 16, 0, CU_AD_FORMAT_FLOAT, 1, CUDA_ARRAY3D_SURFACE_LDST));
  const CUDA_RESOURCE_DESC res = array_resource(array);
  SurfObject surf;
  CUDASEM_ASSERT_CU_OK(drv.cuSurfObjectCreate(surf.out(), &res));
  CUDA_RESOURCE_DESC got{};

  CUDASEM_ASSERT_CU_OK(drv.cuSurfObjectGetResourceDesc(&got, surf));

  CUDASEM_EXPECT_EQ_NAMED("resource_type", got.resType, CU_RESOURCE_TYPE_ARRAY);
  CUDASEM_EXPECT_TRUE_NAMED("resource_array_matches", got.res.array.hArray == array.get());
}
