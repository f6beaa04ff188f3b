// SPDX-License-Identifier: Apache-2.0
// For an executable graph instantiated with cudaGraphInstantiateFlagUseNodePriority, an update from a
// graph whose kernel node has another priority attribute is not performed
// (cudaErrorGraphExecUpdateFailure; the result code is recorded): the priority attribute is one of the
// constraints of instantiated graph update that the same section lists ("If the graph was instantiated
// with cudaGraphInstantiateFlagUseNodePriority, the priority attribute cannot change.").
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecUpdate, NodePriorityChangeRejected,
    {
        .api = {"cudaGraphExecUpdate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecUpdate",
            .quote =
                "It returns cudaErrorGraphExecUpdateFailure if the graph update was not performed because it included "
                "changes which violated constraints specific to instantiated graph update."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("streamPrioritiesSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  if (least == greatest) GTEST_SKIP() << "requires two stream priorities; device has one (" << least << ")";
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g1 = make_graph(), g2 = make_graph();
  cudaGraphNode_t k1 = add_write_node(g1.get(), {}, d.data(), 1);
  cudaGraphNode_t k2 = add_write_node(g2.get(), {}, d.data(), 1);
  cudaLaunchAttributeValue v{};
  v.priority = least;
  CUDASEM_ASSERT_OK(cudaGraphKernelNodeSetAttribute(k1, cudaLaunchAttributePriority, &v));
  v.priority = greatest;
  CUDASEM_ASSERT_OK(cudaGraphKernelNodeSetAttribute(k2, cudaLaunchAttributePriority, &v));
  GraphExec x = instantiate(g1.get(), cudaGraphInstantiateFlagUseNodePriority);
  cudaGraphExecUpdateResultInfo info{};
  cudaError_t r = cudaGraphExecUpdate(x.get(), g2.get(), &info);
  CUDASEM_EXPECT_ERROR_OF(cudaGraphExecUpdate, r, cudaErrorGraphExecUpdateFailure);
  CUDASEM_EXPECT_TRUE_NAMED("update_result_not_success", info.result != cudaGraphExecUpdateSuccess);
  cudasem::observe("update_result", static_cast<int>(info.result));
}
