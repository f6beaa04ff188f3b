// SPDX-License-Identifier: Apache-2.0
// Characterization: which error cudaEventQuery of an event recorded outside any capture gets
// in the thread of a Global-mode capture.
#include "cudasem/cudasem.h"
#include "../../graphs/graph_helpers.h"

CUDASEM_CASE(CaptureModeGlobal, UnrelatedEventQueryInCapture, {
    .api = {"cudaEventQuery"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaThreadExchangeStreamCaptureMode",
             .quote = "Therefore, stream capture places restrictions on API calls that can be made within or concurrently to a cudaStreamBeginCapture-cudaStreamEndCapture sequence."},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaEventRecord(ev, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaError_t r = cudaEventQuery(ev);
  cudaStreamCaptureStatus st{};
  CUDASEM_EXPECT_OK(cudaStreamIsCapturing(s, &st));
  cudaError_t end = cudaSuccess;
  cudasem::graphs::Graph g = cudasem::graphs::end_capture(s, &end);

  cudasem::observe("call_result", cudasem::error_text(r));
  cudasem::observe("status_after_call", static_cast<int>(st));
  cudasem::observe("end_capture", cudasem::error_text(end));
}
