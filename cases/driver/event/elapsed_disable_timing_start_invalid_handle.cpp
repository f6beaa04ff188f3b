// SPDX-License-Identifier: Apache-2.0
// cuEventElapsedTime with a start event created with CU_EVENT_DISABLE_TIMING (both events recorded
// and complete) returns CUDA_ERROR_INVALID_HANDLE.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventElapsedTime, DisableTimingStartInvalidHandle,
    {
        .api = {"cuEventElapsedTime"},
        .cite = {.doc = "DRV",
            .section = "cuEventElapsedTime",
            .quote =
                "If either event was created with the CU_EVENT_DISABLE_TIMING flag, then this function will return CUDA_ERROR_INVALID_HANDLE."},
        .claim = cudasem::Claim::promise,
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_elapsed_time_invalid_handle(CU_EVENT_DISABLE_TIMING, CU_EVENT_DEFAULT));
}
