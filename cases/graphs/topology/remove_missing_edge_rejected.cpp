// SPDX-License-Identifier: Apache-2.0
// Removing an edge that is not in the graph fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphRemoveDependencies, MissingEdgeRejected,
    {
        .api = {"cudaGraphRemoveDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaGraphRemoveDependencies",
            .quote =
                "Specifying an edge that does not exist in the graph, with data matching edgeData, results in an error."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t a = add_empty_node(g.get()), b = add_empty_node(g.get());
  CUDASEM_EXPECT_FAILURE(cudaGraphRemoveDependencies(g.get(), &a, &b, nullptr, 1));
}
