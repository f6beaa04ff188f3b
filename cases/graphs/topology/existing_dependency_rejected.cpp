// SPDX-License-Identifier: Apache-2.0
// Adding an edge that already exists fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddDependencies, ExistingDependencyRejected,
    {
        .api = {"cudaGraphAddDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddDependencies",
            .quote = "Specifying an existing dependency will return an error."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t a = add_empty_node(g.get());
  cudaGraphNode_t b = add_empty_node(g.get(), {a});
  CUDASEM_EXPECT_FAILURE(cudaGraphAddDependencies(g.get(), &a, &b, nullptr, 1));
  CUDASEM_EXPECT_EQ_NAMED("graph.edge_count", edge_count(g.get()), 1u);
}
