// SPDX-License-Identifier: Apache-2.0
// cudaStreamEndCapture on a stream that never began a capture fails (a precondition).
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(CudaStreamEndCapture, NotCapturingFails, {
    .id = "capture.end.not_capturing_fails",
    .cite = {.doc = "RT", .section = "cudaStreamEndCapture",
             .quote = "Capture must have been initiated on stream via a call to cudaStreamBeginCapture.",
             .version = "13.0"},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudaGraph_t g = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaStreamEndCapture(s, &g));
  cudasem::graphs::Graph owner(g);
  EXPECT_EQ(g, nullptr);
}
