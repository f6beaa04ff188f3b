// SPDX-License-Identifier: Apache-2.0
// Characterization: cuArray3DCreate of a cubemap with Width != Height; the text says Width must
// equal Height, and names no outcome: records the code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuArray3DCreate, CubemapWidthNotHeightFails,
    {
        .api = {"cuArray3DCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuArray3DCreate",
            .quote = "Width must be equal to Height, and Depth must be six."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  MemArray array;

  cudasem::observe(
      "cubemap_width_not_height", create_3d_array(array, 32, 16, 6, CU_AD_FORMAT_FLOAT, 1, CUDA_ARRAY3D_CUBEMAP));
}
