// SPDX-License-Identifier: Apache-2.0
// cudaStreamBeginCaptureToGraph captures into the given graph: cudaStreamEndCapture returns that
// graph, now holding its earlier node plus the captured kernel, and the kernel depends on the
// node passed as dependency.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamBeginCaptureToGraph, AppendsToExistingGraph,
    {
        .api = {"cudaStreamBeginCaptureToGraph"},
        .cite = {.doc = "RT",
            .section = "cudaStreamBeginCaptureToGraph",
            .quote =
                "When a stream is in capture mode, all operations pushed into the stream will not be executed, but will instead be captured into graph, which will be returned via cudaStreamEndCapture."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::capture;
  cudasem::Stream s(cudaStreamNonBlocking);
  Graph g = make_graph();
  cudaGraphNode_t first = add_empty_node(g.get());
  CUDASEM_ASSERT_OK(cudaStreamBeginCaptureToGraph(s, g.get(), &first, nullptr, 1, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaGraph_t returned = nullptr;
  CUDASEM_ASSERT_OK(cudaStreamEndCapture(s, &returned));  // the same graph: owned by g

  CUDASEM_EXPECT_TRUE_NAMED("returned_same_graph", returned == g.get());
  CUDASEM_EXPECT_EQ_NAMED("graph.node_count", node_count(g.get()), 2u);
  CUDASEM_EXPECT_EQ_NAMED("graph.edge_count", edge_count(g.get()), 1u);
}
