// SPDX-License-Identifier: Apache-2.0
// cuMemcpy3D of 5 rows x 4 slices from srcY 1 with srcHeight 4 (below Height + srcY) must fail with
// a documented code (the source region holds the rows either reading needs).
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3D, SourceHeightBelowHeightFails,
    {
        .api = {"cuMemcpy3D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3D",
            .quote = "If specified, srcHeight must be greater than or equal to Height + srcY"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  Copy3DRig rig;
  CUDA_MEMCPY3D p = rig.params();
  p.srcHeight = 4;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemcpy3D(&p));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
