// SPDX-License-Identifier: Apache-2.0
// cuEventRecord in an idle non-blocking stream, then a gate in that stream: cuEventSynchronize
// returns and cuEventQuery reports CUDA_SUCCESS while the gate still holds (work enqueued after
// the record is not captured).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventRecord, ExcludesLaterWork,
    {
        .api = {"cuEventRecord"},
        .cite = {.doc = "DRV",
            .section = "cuEventRecord",
            .quote = "Uses of hStream after this call do not modify hEvent."},
        .claim = cudasem::Claim::promise,
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_later_work_not_captured(cudasem::driver_api::Recorder::event_record));
}
