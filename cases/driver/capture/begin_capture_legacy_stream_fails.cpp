// SPDX-License-Identifier: Apache-2.0
// cuStreamBeginCapture on CU_STREAM_LEGACY must fail (a documented code, recorded); a capture
// begun anyway is ended.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamBeginCapture, LegacyStreamFails,
    {
        .api = {"cuStreamBeginCapture"},
        .cite = {.doc = "DRV",
            .section = "cuStreamBeginCapture",
            .quote = "Capture may not be initiated if stream is CU_STREAM_LEGACY."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  const CUresult begun = drv.cuStreamBeginCapture(CU_STREAM_LEGACY, CU_STREAM_CAPTURE_MODE_GLOBAL);

  cudasem::driver_api::CaptureGuard guard(begun == CUDA_SUCCESS ? CU_STREAM_LEGACY : nullptr);
  CUDASEM_EXPECT_CU_FAILURE_OF(cuStreamBeginCapture, begun);
}
