// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecHostNodeSetParams: the next launch calls the host function with the new data; the
// graph's own node keeps the old parameters.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecHostNodeSetParams, NewFunctionData,
    {
        .api = {"cudaGraphExecHostNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecHostNodeSetParams",
            .quote =
                "Updates the work represented by node in hGraphExec as though node had contained pNodeParams at instantiation."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  FirstThenSecondHost host;  // a graph of one host node running host.first (tag 1)
  add_first_host_node(&host);
  if (HasFatalFailure()) return;
  GraphExec x = instantiate(host.graph.get());
  cudaHostNodeParams hp = host.second.params();
  CUDASEM_ASSERT_OK(cudaGraphExecHostNodeSetParams(x.get(), host.node, &hp));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudaHostNodeParams node_params{};
  CUDASEM_EXPECT_OK(cudaGraphHostNodeGetParams(host.node, &node_params));
  CUDASEM_ASSERT_EQ_NAMED("host_calls", host.log.count.load(), 1);
  CUDASEM_EXPECT_EQ_NAMED("host_call_tag", host.log.tags[0], 2);
  CUDASEM_EXPECT_TRUE_NAMED("graph_node.keeps_original_data", node_params.userData == static_cast<void*>(&host.first));
}
