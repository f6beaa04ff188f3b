// SPDX-License-Identifier: Apache-2.0
// In Relaxed mode, cudaEventSynchronize on an event last recorded in a capturing stream fails with
// cudaErrorCapturedEvent.
#include "cudasem/cudasem.h"
#include "../../graphs/graph_helpers.h"

CUDASEM_CASE(CapturedEvent, EventSynchronizeRejected, {
    .api = {"cudaEventSynchronize"},
    .cite = {.doc = "RT", .section = "cudaError (cudaErrorCapturedEvent)",
             .quote = "The operation is not permitted on an event which was last recorded in a capturing stream."},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  CUDASEM_ASSERT_OK(cudaEventRecord(ev, s));
  cudaError_t r = cudaEventSynchronize(ev);
  cudasem::graphs::Graph g = cudasem::graphs::end_capture(s);

  CUDASEM_EXPECT_ERROR_OF(cudaEventSynchronize, r, cudaErrorCapturedEvent);
}
