// SPDX-License-Identifier: Apache-2.0
// cuCtxRecordEvent of the idle primary context, then a gate in one of its streams:
// cuEventSynchronize returns and cuEventQuery reports CUDA_SUCCESS while the gate still holds.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxRecordEvent, ExcludesLaterWork,
    {
        .api = {"cuCtxRecordEvent"},
        .cite = {.doc = "DRV",
            .section = "cuCtxRecordEvent",
            .quote = "Uses of hCtx after this call do not modify hEvent."},
        .claim = cudasem::Claim::promise,
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_later_work_not_captured(cudasem::driver_api::Recorder::ctx_record_event));
}
