// SPDX-License-Identifier: Apache-2.0
// cuCtxRecordEvent of the primary context while a gate holds one of its non-blocking streams:
// cuEventQuery returns CUDA_ERROR_NOT_READY while the gate holds and CUDA_SUCCESS once the stream
// finished.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxRecordEvent, CapturesContextWork,
    {
        .api = {"cuCtxRecordEvent"},
        .cite = {.doc = "DRV",
            .section = "cuCtxRecordEvent",
            .quote = "Captures in hEvent all the activities of the context hCtx at the time of this call."},
        .claim = cudasem::Claim::promise,
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_query_tracks_gated_work(cudasem::driver_api::Recorder::ctx_record_event));
}
