// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeFindInClone with a graph that was not cloned from the node's graph fails.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(CudaGraphNodeFindInClone, UnrelatedGraphRejected, {
    .id = "graphs.clone.find_in_unrelated_graph_rejected",
    .cite = {.doc = "RT", .section = "cudaGraphNodeFindInClone",
             .quote = "clonedGraph must have been cloned from originalGraph via cudaGraphClone.", .version = "13.0"},
}) {
  using namespace cudasem::graphs;
  Graph g = make_graph(), other = make_graph();
  cudaGraphNode_t e = add_empty_node(g.get());
  add_empty_node(other.get());
  cudaGraphNode_t found = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphNodeFindInClone(&found, e, other.get()));
}
