// SPDX-License-Identifier: Apache-2.0
// cudaGraphAddChildGraphNode with a child graph that contains a memory allocation node fails.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphAddChildGraphNode, AllocChildRejected, {
    .api = {"cudaGraphAddChildGraphNode"},
    .cite = {.doc = "RT", .section = "cudaGraphAddChildGraphNode",
             .quote = "If childGraph contains allocation nodes, free nodes, or conditional nodes, this call will return an error."},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem::graphs;
  Graph child = make_graph();
  cudaMemAllocNodeParams ap = alloc_node_params(1 << 20);
  cudaGraphNode_t a = nullptr, f = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemAllocNode(&a, child.get(), nullptr, 0, &ap));
  CUDASEM_ASSERT_OK(cudaGraphAddMemFreeNode(&f, child.get(), &a, 1, ap.dptr));
  Graph parent = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphAddChildGraphNode(&n, parent.get(), nullptr, 0, child.get()));
}
