// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecUpdate where a node gained a dependency (two roots became A -> B) fails with
// result cudaGraphExecUpdateErrorTopologyChanged; the error node is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecUpdate, DependencyCountChangedTopology,
    {
        .api = {"cudaGraphExecUpdate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecUpdate",
            .quote = "cudaGraphExecUpdateErrorTopologyChanged if the graph topology changed"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  Graph g1 = make_graph(), g2 = make_graph();
  add_empty_node(g1.get());
  add_empty_node(g1.get());
  cudaGraphNode_t a = add_empty_node(g2.get());
  cudaGraphNode_t b = add_empty_node(g2.get(), {a});
  GraphExec x = instantiate(g1.get());
  cudaGraphExecUpdateResultInfo info{};
  cudaError_t r = cudaGraphExecUpdate(x.get(), g2.get(), &info);
  cudasem::observe("error_node_is_dependent", info.errorNode == b);
  cudasem::observe("error_node_is_null", info.errorNode == nullptr);
  CUDASEM_EXPECT_ERROR_OF(cudaGraphExecUpdate, r, cudaErrorGraphExecUpdateFailure);
  CUDASEM_EXPECT_EQ_NAMED("update_result", info.result, cudaGraphExecUpdateErrorTopologyChanged);
}
