// SPDX-License-Identifier: Apache-2.0
// cudaStreamEndCapture on a stream that never began a capture fails (a precondition).
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"

CUDASEM_CASE(CudaStreamEndCapture, NotCapturingFails,
    {
        .api = {"cudaStreamEndCapture"},
        .cite = {.doc = "RT",
            .section = "cudaStreamEndCapture",
            .quote = "Capture must have been initiated on stream via a call to cudaStreamBeginCapture."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudaGraph_t g = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaStreamEndCapture(s, &g));
  cudasem::Graph owner(g);
  cudasem::observe("graph_returned", g != nullptr);  // a NULL graph is promised only for an invalidated capture
}
