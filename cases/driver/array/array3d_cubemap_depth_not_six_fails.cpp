// SPDX-License-Identifier: Apache-2.0
// cuArray3DCreate of a cubemap (CUDA_ARRAY3D_CUBEMAP) of 32 x 32 x 5 fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuArray3DCreate, CubemapDepthNotSixFails,
    {
        .api = {"cuArray3DCreate"},
        .cite = {.doc = "DRV",
            .section = "cuArray3DCreate",
            .quote = "Width must be equal to Height, and Depth must be six."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  MemArray array;

  CUDASEM_EXPECT_CU_FAILURE_OF(
      cuArray3DCreate, create_3d_array(array, 32, 32, 5, CU_AD_FORMAT_FLOAT, 1, CUDA_ARRAY3D_CUBEMAP));
}
