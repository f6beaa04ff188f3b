// SPDX-License-Identifier: Apache-2.0
// cuEventRecordWithFlags (CU_EVENT_RECORD_DEFAULT) behind a gate: cuEventQuery returns
// CUDA_ERROR_NOT_READY while the gate holds and CUDA_SUCCESS once the stream finished.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventRecordWithFlags, CapturesStreamWork,
    {
        .api = {"cuEventRecordWithFlags"},
        .cite = {.doc = "DRV",
            .section = "cuEventRecordWithFlags",
            .quote = "Captures in hEvent the contents of hStream at the time of this call."},
        .claim = cudasem::Claim::promise,
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_query_tracks_gated_work(cudasem::driver_api::Recorder::event_record_with_flags));
}
