// SPDX-License-Identifier: Apache-2.0
// Destroying the middle node of A -> B -> C removes it and both of its edges.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphDestroyNode, SeversEdges,
    {
        .api = {"cudaGraphDestroyNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphDestroyNode",
            .quote = "This operation also severs any dependencies of other nodes on node and vice versa."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t a = add_empty_node(g.get());
  cudaGraphNode_t b = add_empty_node(g.get(), {a});
  cudaGraphNode_t c = add_empty_node(g.get(), {b});
  CUDASEM_ASSERT_OK(cudaGraphDestroyNode(b));
  size_t dependents = 9, deps = 9;
  CUDASEM_EXPECT_OK(cudaGraphNodeGetDependentNodes(a, nullptr, nullptr, &dependents));
  CUDASEM_EXPECT_OK(cudaGraphNodeGetDependencies(c, nullptr, nullptr, &deps));
  CUDASEM_EXPECT_EQ_NAMED("graph.node_count", node_count(g.get()), 2u);
  CUDASEM_EXPECT_EQ_NAMED("graph.edge_count", edge_count(g.get()), 0u);
  CUDASEM_EXPECT_EQ_NAMED("first_node.dependent_count", dependents, 0u);
  CUDASEM_EXPECT_EQ_NAMED("last_node.dependency_count", deps, 0u);
}
