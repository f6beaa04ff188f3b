// SPDX-License-Identifier: Apache-2.0
// cudaGraphRemoveDependencies removes the edge: no edges remain and both nodes are roots.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphRemoveDependencies, RemovesEdge,
    {
        .api = {"cudaGraphRemoveDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaGraphRemoveDependencies",
            .quote = "Elements in pFrom and pTo at corresponding indices define a dependency."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t a = add_empty_node(g.get());
  cudaGraphNode_t b = add_empty_node(g.get(), {a});
  CUDASEM_ASSERT_OK(cudaGraphRemoveDependencies(g.get(), &a, &b, nullptr, 1));
  size_t roots = 0;
  CUDASEM_EXPECT_OK(cudaGraphGetRootNodes(g.get(), nullptr, &roots));
  CUDASEM_EXPECT_EQ_NAMED("graph.edge_count", edge_count(g.get()), 0u);
  CUDASEM_EXPECT_EQ_NAMED("graph.root_count", roots, 2u);
}
