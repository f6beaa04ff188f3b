// SPDX-License-Identifier: Apache-2.0
// cudaGraphClone of a graph with memory allocation and free nodes fails.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphClone, AllocGraphCloneRejected, {
    .api = {"cudaGraphClone"},
    .cite = {.doc = "RT", .section = "cudaGraphClone",
             .quote = "Cloning is not supported for graphs which contain memory allocation nodes, memory free nodes, or conditional nodes."},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaMemAllocNodeParams ap = alloc_node_params(1 << 20);
  cudaGraphNode_t a = nullptr, f = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemAllocNode(&a, g.get(), nullptr, 0, &ap));
  CUDASEM_ASSERT_OK(cudaGraphAddMemFreeNode(&f, g.get(), &a, 1, ap.dptr));
  cudaGraph_t clone = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphClone(&clone, g.get()));
  Graph clone_owner(clone);
}
