// SPDX-License-Identifier: Apache-2.0
// A node added with the same dependency listed twice is rejected.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddEmptyNode, DuplicateDependencyRejected,
    {
        .api = {"cudaGraphAddEmptyNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddEmptyNode",
            .quote = "pDependencies may not have any duplicate entries."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t a = add_empty_node(g.get());
  cudaGraphNode_t deps[] = {a, a};
  cudaGraphNode_t n = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphAddEmptyNode(&n, g.get(), deps, 2));
}
