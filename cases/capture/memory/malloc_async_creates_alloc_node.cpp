// SPDX-License-Identifier: Apache-2.0
// cudaMallocAsync in a capturing stream becomes a memory allocation node of the captured graph.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureMemory, MallocAsyncCreatesAllocNode,
    {
        .api = {"cudaMallocAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote = "During stream capture, this function results in the creation of an allocation node."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  void* p = nullptr;
  cudaError_t alloc = cudaMallocAsync(&p, 1 << 20, s);
  cudaError_t free_r = cudaFreeAsync(p, s);
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(s, &end);
  CUDASEM_ASSERT_OK_OF(cudaMallocAsync, alloc);
  CUDASEM_ASSERT_OK_OF(cudaFreeAsync, free_r);
  CUDASEM_ASSERT_OK_OF(cudaStreamEndCapture, end);

  cudaGraphNode_t nodes[2] = {};
  size_t n = 2;
  CUDASEM_ASSERT_OK(cudaGraphGetNodes(g.get(), nodes, &n));
  CUDASEM_ASSERT_EQ_NAMED("graph.node_count", n, 2u);
  cudaGraphNodeType t0{}, t1{};
  CUDASEM_EXPECT_OK(cudaGraphNodeGetType(nodes[0], &t0));
  CUDASEM_EXPECT_OK(cudaGraphNodeGetType(nodes[1], &t1));
  cudasem::observe("node_types", std::to_string(t0) + "," + std::to_string(t1));
  CUDASEM_EXPECT_TRUE_NAMED("graph.has_alloc_node", t0 == cudaGraphNodeTypeMemAlloc || t1 == cudaGraphNodeTypeMemAlloc);
}
