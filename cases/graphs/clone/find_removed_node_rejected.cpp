// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeFindInClone fails when the node's counterpart was removed from the clone.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeFindInClone, RemovedCloneNodeRejected,
    {
        .api = {"cudaGraphNodeFindInClone"},
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeFindInClone",
            .quote =
                "originalNode must have been in originalGraph at the time of the call to cudaGraphClone, and the corresponding cloned node in clonedGraph must not have been removed."},
        .claim = cudasem::Claim::documented_failure,
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
  CUDASEM_EXPECT_FAILURE(cudaGraphNodeFindInClone(&again, e, clone.get()));
}
