// SPDX-License-Identifier: Apache-2.0
// cuEventRecord of an event of the primary context in a stream of a context made with cuCtxCreate
// returns CUDA_ERROR_INVALID_HANDLE.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventRecord, OtherContextInvalidHandle,
    {
        .api = {"cuEventRecord"},
        .cite = {.doc = "DRV",
            .section = "cuEventRecord",
            .quote =
                "hEvent and hStream must be from the same context otherwise CUDA_ERROR_INVALID_HANDLE is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_other_context_invalid_handle(cudasem::driver_api::Recorder::event_record));
}
