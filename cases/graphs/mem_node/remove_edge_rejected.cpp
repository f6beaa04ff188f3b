// SPDX-License-Identifier: Apache-2.0
// Edges of a graph that holds allocation/free nodes cannot be removed: cudaGraphRemoveDependencies
// fails there.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphRemoveDependencies, AllocGraphRemoveEdgeRejected, {
    .api = {"cudaGraphRemoveDependencies"},
    .cite = {.doc = "RT", .section = "cudaGraphDestroyNode",
             .quote = "Dependencies cannot be removed from graphs which contain allocation or free nodes. Any attempt to do so will return an error."},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaMemAllocNodeParams ap = alloc_node_params(1 << 20);
  cudaGraphNode_t a = nullptr, f = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemAllocNode(&a, g.get(), nullptr, 0, &ap));
  CUDASEM_ASSERT_OK(cudaGraphAddMemFreeNode(&f, g.get(), &a, 1, ap.dptr));
  cudaGraphNode_t x = add_empty_node(g.get());
  cudaGraphNode_t y = add_empty_node(g.get(), {x});
  CUDASEM_EXPECT_FAILURE(cudaGraphRemoveDependencies(g.get(), &x, &y, nullptr, 1));
  EXPECT_EQ(edge_count(g.get()), 2u);
}
