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
  CUDASEM_EXPECT_TRUE_NAMED("edge.source_is_first_node", from[0] == a);
  CUDASEM_EXPECT_TRUE_NAMED("edge.destination_is_second_node", to[0] == b);
  CUDASEM_EXPECT_EQ_NAMED("dependencies.count", ndep, 1u);
  CUDASEM_EXPECT_TRUE_NAMED("dependency.is_first_node", dep == a);
  CUDASEM_EXPECT_EQ_NAMED("dependents.count", ndependent, 1u);
  CUDASEM_EXPECT_TRUE_NAMED("dependent.is_second_node", dependent == b);
}
