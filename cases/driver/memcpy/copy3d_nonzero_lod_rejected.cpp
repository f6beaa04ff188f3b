// SPDX-License-Identifier: Apache-2.0
// cuMemcpy3D of a valid device-to-device box with srcLOD 1 must fail with a documented code.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3D, NonZeroLodRejected,
    {
        .api = {"cuMemcpy3D"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3D",
            .quote = "The srcLOD and dstLOD members of the CUDA_MEMCPY3D structure must be set to 0."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  Copy3DRig rig;
  CUDA_MEMCPY3D p = rig.params();
  p.srcLOD = 1;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemcpy3D(&p));
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
