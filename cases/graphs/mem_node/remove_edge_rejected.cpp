// SPDX-License-Identifier: Apache-2.0
// Edges of a graph that holds allocation/free nodes cannot be removed: cudaGraphRemoveDependencies
// fails there.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphRemoveDependencies, AllocGraphRemoveEdgeRejected,
    {
        .api = {"cudaGraphRemoveDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaGraphDestroyNode",
            .quote =
                "Dependencies cannot be removed from graphs which contain allocation or free nodes. Any attempt to do so will return an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  AllocNodes mem;  // an allocation node, then a node freeing it
  add_alloc_free_nodes(g.get(), 1 << 20, &mem);
  if (HasFatalFailure()) return;
  cudaGraphNode_t x = add_empty_node(g.get());
  cudaGraphNode_t y = add_empty_node(g.get(), {x});
  CUDASEM_EXPECT_FAILURE(cudaGraphRemoveDependencies(g.get(), &x, &y, nullptr, 1));
  CUDASEM_EXPECT_EQ_NAMED("graph.edge_count", edge_count(g.get()), 2u);
}
