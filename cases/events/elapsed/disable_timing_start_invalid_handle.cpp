// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"
#include "../events.h"

CUDASEM_CASE(CudaEventElapsedTime, DisableTimingStartInvalidHandle,
    {
        .api = {"cudaEventElapsedTime"},
        .cite = {.doc = "RT",
            .section = "cudaEventElapsedTime",
            .quote = "If either event was created with the cudaEventDisableTiming flag, then this function will "
                     "return cudaErrorInvalidResourceHandle."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::events::elapsed_time_is_invalid_handle(cudaEventDisableTiming, cudaEventDefault);
}
