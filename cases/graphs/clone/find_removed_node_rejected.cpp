// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeFindInClone when the node's counterpart was removed from the clone: what it returns
// is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeFindInClone, RemovedCloneNodeRejected,
    {
        .api = {"cudaGraphNodeFindInClone"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeFindInClone",
            .quote =
                "originalNode must have been in originalGraph at the time of the call to cudaGraphClone, and the corresponding cloned node in clonedGraph must not have been removed."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t e = add_empty_node(g.get());
  cudaGraph_t raw = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphClone(&raw, g.get()));
  Graph clone(raw);
  cudaGraphNode_t ce = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphNodeFindInClone(&ce, e, clone.get()));
  CUDASEM_ASSERT_OK(cudaGraphDestroyNode(ce));
  cudaGraphNode_t again = nullptr;
  cudasem::observe("cudaGraphNodeFindInClone_result", cudaGraphNodeFindInClone(&again, e, clone.get()));
}
