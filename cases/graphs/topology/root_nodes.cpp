// SPDX-License-Identifier: Apache-2.0
// The root nodes of A -> B plus an unconnected C are A and C.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphGetRootNodes, ReturnsRoots,
    {
        .api = {"cudaGraphGetRootNodes"},
        .cite = {.doc = "RT", .section = "cudaGraphGetRootNodes", .quote = "Returns a list of graph's root nodes."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t a = add_empty_node(g.get());
  add_empty_node(g.get(), {a});
  cudaGraphNode_t c = add_empty_node(g.get());
  cudaGraphNode_t roots[3] = {};
  size_t n = 3;
  CUDASEM_ASSERT_OK(cudaGraphGetRootNodes(g.get(), roots, &n));
  CUDASEM_ASSERT_EQ_NAMED("root_count", n, 2u);
  CUDASEM_EXPECT_TRUE_NAMED(
      "roots.are_unconnected_nodes", (roots[0] == a && roots[1] == c) || (roots[0] == c && roots[1] == a));
}
