// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemcpy3D of 5 rows x 4 slices from srcY 1 with srcHeight 4 (below Height +
// srcY) is called; the text names no outcome for it, and the code is recorded (the source region
// holds the rows either reading needs).
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3D, SourceHeightBelowHeightFails,
    {
        .api = {"cuMemcpy3D"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3D",
            .quote = "If specified, srcHeight must be greater than or equal to Height + srcY"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  Copy3DRig rig;
  CUDA_MEMCPY3D p = rig.params();
  p.srcHeight = 4;

  cudasem::observe("copy3d_source_height_below_height_result", drv.cuMemcpy3D(&p));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
