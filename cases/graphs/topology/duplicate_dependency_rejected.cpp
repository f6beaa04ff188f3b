// SPDX-License-Identifier: Apache-2.0
// A node added with the same dependency listed twice: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddEmptyNode, DuplicateDependencyRejected,
    {
        .api = {"cudaGraphAddEmptyNode"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphAddEmptyNode",
            .quote = "pDependencies may not have any duplicate entries."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t a = add_empty_node(g.get());
  cudaGraphNode_t deps[] = {a, a};
  cudaGraphNode_t n = nullptr;
  cudasem::observe("cudaGraphAddEmptyNode_result", cudaGraphAddEmptyNode(&n, g.get(), deps, 2));
}
