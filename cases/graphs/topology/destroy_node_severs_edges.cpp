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
  EXPECT_EQ(node_count(g.get()), 2u);
  EXPECT_EQ(edge_count(g.get()), 0u);
  EXPECT_EQ(dependents, 0u);
  EXPECT_EQ(deps, 0u);
}
