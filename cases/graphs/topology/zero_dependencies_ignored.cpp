// SPDX-License-Identifier: Apache-2.0
// With numDependencies 0, cudaGraphAddDependencies and cudaGraphRemoveDependencies ignore the (null)
// node arrays and succeed without changing the graph.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddDependencies, ZeroDependenciesIgnored,
    {
        .api = {"cudaGraphAddDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddDependencies",
            .quote = "If numDependencies is 0, elements in pFrom and pTo will be ignored."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  add_empty_node(g.get());
  // The null arrays are ignored: both calls succeed (recorded), and the graph gains no edge.
  CUDASEM_EXPECT_ERROR(cudaGraphAddDependencies(g.get(), nullptr, nullptr, nullptr, 0), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaGraphRemoveDependencies(g.get(), nullptr, nullptr, nullptr, 0), cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("graph.edge_count", edge_count(g.get()), 0u);
}
