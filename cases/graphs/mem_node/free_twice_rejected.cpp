// SPDX-License-Identifier: Apache-2.0
// A second free node for the same allocation in one graph: cudaErrorInvalidValue.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(CudaGraphAddMemFreeNode, FreeTwiceRejected, {
    .id = "graphs.mem_node.free_twice_rejected",
    .cite = {.doc = "RT", .section = "cudaGraphAddMemFreeNode",
             .quote = "cudaGraphAddMemFreeNode will return cudaErrorInvalidValue if the user attempts to free: - an allocation twice in the same graph.",
             .version = "13.0"},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaMemAllocNodeParams ap = alloc_node_params(1 << 20);
  cudaGraphNode_t a = nullptr, f1 = nullptr, f2 = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemAllocNode(&a, g.get(), nullptr, 0, &ap));
  CUDASEM_ASSERT_OK(cudaGraphAddMemFreeNode(&f1, g.get(), &a, 1, ap.dptr));
  CUDASEM_EXPECT_ERROR(cudaGraphAddMemFreeNode(&f2, g.get(), &f1, 1, ap.dptr), cudaErrorInvalidValue);
}
