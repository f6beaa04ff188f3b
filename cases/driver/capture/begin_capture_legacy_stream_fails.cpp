// SPDX-License-Identifier: Apache-2.0
// Characterization: cuStreamBeginCapture on CU_STREAM_LEGACY; the text says capture may not be
// initiated there, and names no outcome: records the code.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamBeginCapture, LegacyStreamFails,
    {
        .api = {"cuStreamBeginCapture"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuStreamBeginCapture",
            .quote = "Capture may not be initiated if stream is CU_STREAM_LEGACY."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  const CUresult begun = drv.cuStreamBeginCapture(CU_STREAM_LEGACY, CU_STREAM_CAPTURE_MODE_GLOBAL);

  cudasem::driver_api::CaptureGuard guard(begun == CUDA_SUCCESS ? CU_STREAM_LEGACY : nullptr);
  cudasem::observe("begin_on_legacy_stream", begun);
}
