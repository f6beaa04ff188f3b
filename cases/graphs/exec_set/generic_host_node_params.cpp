// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecNodeSetParams (the generic form) on a host node: host parameters may change without
// restriction; the next launch calls the new one.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecNodeSetParams, GenericHostNode,
    {
        .api = {"cudaGraphExecNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecNodeSetParams",
            .quote =
                "The modifications only affect future launches of graphExec. Already enqueued or running launches of graphExec are not affected by this call."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  FirstThenSecondHost host;  // a graph of one host node running host.first (tag 1)
  add_first_host_node(&host);
  if (HasFatalFailure()) return;
  GraphExec x = instantiate(host.graph.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  cudaGraphNodeParams p{};
  p.type = cudaGraphNodeTypeHost;
  p.host.fn = &HostTag::run;
  p.host.userData = &host.second;
  CUDASEM_ASSERT_OK(cudaGraphExecNodeSetParams(x.get(), host.node, &p));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::observe("host_call_order", std::to_string(host.log.tags[0]) + "," + std::to_string(host.log.tags[1]));
  CUDASEM_ASSERT_EQ_NAMED("host_calls", host.log.count.load(), 2);
  CUDASEM_EXPECT_EQ_NAMED("first_launch.host_call_tag", host.log.tags[0], 1);
  CUDASEM_EXPECT_EQ_NAMED("second_launch.host_call_tag", host.log.tags[1], 2);
}
