// SPDX-License-Identifier: Apache-2.0
// cudaGraphAddDependencies adds the edge from[i] -> to[i]: cudaGraphGetEdges, the dependencies and
// the dependent nodes all report it.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddDependencies, CreatesEdge,
    {
        .api = {"cudaGraphAddDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddDependencies",
            .quote = "Elements in pFrom and pTo at corresponding indices define a dependency."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t a = add_empty_node(g.get()), b = add_empty_node(g.get());
  CUDASEM_ASSERT_OK(cudaGraphAddDependencies(g.get(), &a, &b, nullptr, 1));
  cudaGraphNode_t from[2] = {}, to[2] = {};
  size_t n = 2;
  CUDASEM_ASSERT_OK(cudaGraphGetEdges(g.get(), from, to, nullptr, &n));
  cudaGraphNode_t dep = nullptr, dependent = nullptr;
  size_t ndep = 1, ndependent = 1;
  CUDASEM_EXPECT_OK(cudaGraphNodeGetDependencies(b, &dep, nullptr, &ndep));
  CUDASEM_EXPECT_OK(cudaGraphNodeGetDependentNodes(a, &dependent, nullptr, &ndependent));
  CUDASEM_ASSERT_EQ_NAMED("edge_count", n, 1u);
  EXPECT_EQ(from[0], a);
  EXPECT_EQ(to[0], b);
  EXPECT_EQ(ndep, 1u);
  EXPECT_EQ(dep, a);
  EXPECT_EQ(ndependent, 1u);
  EXPECT_EQ(dependent, b);
}
