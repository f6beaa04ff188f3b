// SPDX-License-Identifier: Apache-2.0
// Between cudaStreamBeginCapture and cudaStreamEndCapture the stream reports Active.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(CudaStreamIsCapturing, ReportsActiveDuringCapture, {
    .id = "capture.is_capturing.active_during_capture",
    .cite = {.doc = "RT", .section = "cudaStreamIsCapturing",
             .quote = "cudaStreamCaptureStatusActive: The stream is capturing.", .version = "13.0"},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus st{};
  cudaError_t r = cudaStreamIsCapturing(s, &st);
  cudasem::graphs::Graph g = cudasem::graphs::end_capture(s);

  cudasem::observe("status", static_cast<int>(st));
  CUDASEM_EXPECT_OK(r);
  EXPECT_EQ(st, cudaStreamCaptureStatusActive);
}
