// SPDX-License-Identifier: Apache-2.0
// Characterization: in Relaxed mode, cudaEventQuery on an event last recorded in a capturing
// stream; the code cudaErrorCapturedEvent says such an operation is not permitted, but
// cudaEventQuery's text names no outcome for it: records the code.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CapturedEvent, EventQueryRejected,
    {
        .api = {"cudaEventQuery"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorCapturedEvent)",
            .quote = "The operation is not permitted on an event which was last recorded in a capturing stream."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudaError_t r = cudaSuccess;
  cudasem::capture::call_on_captured_event([](cudaEvent_t ev) { return cudaEventQuery(ev); }, &r);
  if (HasFatalFailure()) return;
  cudasem::observe("query_captured_event", r);
}
