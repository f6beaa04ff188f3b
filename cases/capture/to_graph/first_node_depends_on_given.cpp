// SPDX-License-Identifier: Apache-2.0
// The first node captured with cudaStreamBeginCaptureToGraph depends on exactly the given
// dependencies (two empty nodes).
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamBeginCaptureToGraph, FirstNodeDependsOnGiven,
    {
        .api = {"cudaStreamBeginCaptureToGraph"},
        .cite = {.doc = "RT",
            .section = "cudaStreamBeginCaptureToGraph",
            .quote = "Dependencies of the first node captured in the stream."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::capture;
  cudasem::Stream s(cudaStreamNonBlocking);
  Graph g = make_graph();
  cudaGraphNode_t deps[2] = {add_empty_node(g.get()), add_empty_node(g.get())};
  CUDASEM_ASSERT_OK(cudaStreamBeginCaptureToGraph(s, g.get(), deps, nullptr, 2, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaStreamCaptureStatus st{};
  const cudaGraphNode_t* cur = nullptr;
  size_t ncur = 0;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, nullptr, &cur, nullptr, &ncur));
  cudaGraphNode_t kernel = ncur == 1 ? cur[0] : nullptr;
  cudaGraph_t returned = nullptr;
  CUDASEM_ASSERT_OK(cudaStreamEndCapture(s, &returned));
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.captured", kernel != nullptr);

  cudaGraphNode_t kdeps[4] = {};
  size_t n = 4;
  CUDASEM_EXPECT_OK(cudaGraphNodeGetDependencies(kernel, kdeps, nullptr, &n));
  CUDASEM_EXPECT_EQ_NAMED("dependency_count", n, 2u);
  CUDASEM_EXPECT_TRUE_NAMED("kernel.depends_on_given_nodes",
      (kdeps[0] == deps[0] && kdeps[1] == deps[1]) || (kdeps[0] == deps[1] && kdeps[1] == deps[0]));
}
