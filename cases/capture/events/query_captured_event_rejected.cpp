// SPDX-License-Identifier: Apache-2.0
// In Relaxed mode, cudaEventQuery on an event last recorded in a capturing stream fails with
// cudaErrorCapturedEvent.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CapturedEvent, EventQueryRejected,
    {
        .api = {"cudaEventQuery"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorCapturedEvent)",
            .quote = "The operation is not permitted on an event which was last recorded in a capturing stream."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaError_t r = cudaSuccess;
  cudasem::capture::call_on_captured_event([](cudaEvent_t ev) { return cudaEventQuery(ev); }, &r);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, r, cudaErrorCapturedEvent);
}
