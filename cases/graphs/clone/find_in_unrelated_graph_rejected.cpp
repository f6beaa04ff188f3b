// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeFindInClone with a graph that was not cloned from the node's graph: what it returns
// is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeFindInClone, UnrelatedGraphRejected,
    {
        .api = {"cudaGraphNodeFindInClone"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeFindInClone",
            .quote = "clonedGraph must have been cloned from originalGraph via cudaGraphClone."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph(), other = make_graph();
  cudaGraphNode_t e = add_empty_node(g.get());
  add_empty_node(other.get());
  cudaGraphNode_t found = nullptr;
  cudasem::observe("cudaGraphNodeFindInClone_result", cudaGraphNodeFindInClone(&found, e, other.get()));
}
