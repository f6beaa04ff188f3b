// SPDX-License-Identifier: Apache-2.0
// The graph handle reported during capture is the graph being captured into: it already holds
// the captured node, and cudaStreamEndCapture returns that same handle.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamGetCaptureInfo, GraphOutIsCaptureGraph,
    {
        .api = {"cudaStreamGetCaptureInfo"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetCaptureInfo",
            .quote =
                "This API does not transfer ownership of the graph, which is transferred or destroyed at cudaStreamEndCapture."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaStreamCaptureStatus st{};
  cudaGraph_t during = nullptr;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, &during));
  size_t nodes_during = 0;
  if (during) CUDASEM_EXPECT_OK(cudaGraphGetNodes(during, nullptr, &nodes_during));
  cudasem::Graph g = cudasem::capture::end_capture(s);

  CUDASEM_EXPECT_EQ_NAMED("nodes_during_capture", nodes_during, 1u);
  CUDASEM_EXPECT_TRUE_NAMED("returned_graph.is_capture_graph", g.get() == during);
}
