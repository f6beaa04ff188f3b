// SPDX-License-Identifier: Apache-2.0
// cudaGraphHostNodeSetParams replaces the host node's function data before instantiation;
// cudaGraphHostNodeGetParams reports the new parameters and the launch calls the new one.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphHostNodeSetParams, ChangesFunction,
    {
        .api = {"cudaGraphHostNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphHostNodeSetParams",
            .quote = "Sets the parameters of host node node to nodeParams."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  FirstThenSecondHost host;  // a graph of one host node running host.first (tag 1)
  add_first_host_node(&host);
  if (HasFatalFailure()) return;
  cudaHostNodeParams hp = host.second.params();
  CUDASEM_ASSERT_OK(cudaGraphHostNodeSetParams(host.node, &hp));
  cudaHostNodeParams got{};
  CUDASEM_ASSERT_OK(cudaGraphHostNodeGetParams(host.node, &got));
  GraphExec x = instantiate(host.graph.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_TRUE_NAMED("get_params.returns_new_data", got.userData == static_cast<void*>(&host.second));
  CUDASEM_EXPECT_EQ_NAMED("host_calls", host.log.count.load(), 1);
  CUDASEM_EXPECT_EQ_NAMED("host_call_tag", host.log.tags[0], 2);
}
