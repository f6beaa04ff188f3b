// SPDX-License-Identifier: Apache-2.0
// cuCtxRecordEvent of a context made with cuCtxCreate with an event of the primary context returns
// CUDA_ERROR_INVALID_HANDLE.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxRecordEvent, OtherContextInvalidHandle,
    {
        .api = {"cuCtxRecordEvent"},
        .cite = {.doc = "DRV",
            .section = "cuCtxRecordEvent",
            .quote =
                "hEvent and hCtx must be from the same CUDA context, otherwise CUDA_ERROR_INVALID_HANDLE will be returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_other_context_invalid_handle(cudasem::driver_api::Recorder::ctx_record_event));
}
