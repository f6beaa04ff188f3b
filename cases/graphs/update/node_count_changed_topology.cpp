// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecUpdate from a graph with one more node fails with cudaErrorGraphExecUpdateFailure,
// result cudaGraphExecUpdateErrorTopologyChanged and errorNode NULL.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecUpdate, NodeCountChangedTopology,
    {
        .api = {"cudaGraphExecUpdate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecUpdate",
            .quote =
                "cudaGraphExecUpdate sets the result member of resultInfo to cudaGraphExecUpdateErrorTopologyChanged "
                "under the following conditions: - The count of nodes directly in hGraphExec and hGraph differ, in "
                "which case resultInfo->errorNode is set to NULL."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  Graph g1 = make_graph(), g2 = make_graph();
  add_empty_node(g1.get());
  add_empty_node(g2.get());
  add_empty_node(g2.get());
  GraphExec x = instantiate(g1.get());
  cudaGraphExecUpdateResultInfo info{};
  info.errorNode = reinterpret_cast<cudaGraphNode_t>(0x1);
  CUDASEM_EXPECT_ERROR(cudaGraphExecUpdate(x.get(), g2.get(), &info), cudaErrorGraphExecUpdateFailure);
  CUDASEM_EXPECT_EQ_NAMED("update_result", info.result, cudaGraphExecUpdateErrorTopologyChanged);
  CUDASEM_EXPECT_TRUE_NAMED("error_node_null", info.errorNode == nullptr);
}
