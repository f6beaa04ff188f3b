// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeFindInClone with a graph that was not cloned from the node's graph fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeFindInClone, UnrelatedGraphRejected,
    {
        .api = {"cudaGraphNodeFindInClone"},
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeFindInClone",
            .quote = "clonedGraph must have been cloned from originalGraph via cudaGraphClone."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph(), other = make_graph();
  cudaGraphNode_t e = add_empty_node(g.get());
  add_empty_node(other.get());
  cudaGraphNode_t found = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphNodeFindInClone(&found, e, other.get()));
}
