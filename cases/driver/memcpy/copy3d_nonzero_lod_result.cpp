// SPDX-License-Identifier: Apache-2.0
// cuMemcpy3D of a valid device-to-device box with srcLOD 1: the text requires both LOD members to be
// 0 and names no error for another value (characterization: records the code).
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpy3D, NonZeroLodResultRecorded,
    {
        .api = {"cuMemcpy3D"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemcpy3D",
            .quote = "The srcLOD and dstLOD members of the CUDA_MEMCPY3D structure must be set to 0."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  Copy3DRig rig;
  CUDA_MEMCPY3D p = rig.params();
  p.srcLOD = 1;

  // A caller requirement: the case records what the call returns.
  const CUresult result = drv.cuMemcpy3D(&p);
  cudasem::observe("copy_result", result);
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}
