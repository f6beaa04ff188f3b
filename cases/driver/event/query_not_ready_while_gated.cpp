// SPDX-License-Identifier: Apache-2.0
// An event recorded (cuEventRecord) behind a gate that holds a non-blocking stream: cuEventQuery
// returns CUDA_ERROR_NOT_READY while the gate holds and CUDA_SUCCESS once the stream finished.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventQuery, NotReadyWhileGatedSuccessAfter,
    {
        .api = {"cuEventQuery"},
        .cite = {.doc = "DRV",
            .section = "cuEventQuery",
            .quote =
                "Returns CUDA_SUCCESS if all captured work has been completed, or CUDA_ERROR_NOT_READY if any captured work is incomplete."},
        .claim = cudasem::Claim::promise,
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_query_tracks_gated_work(cudasem::driver_api::Recorder::event_record));
}
