// SPDX-License-Identifier: Apache-2.0
// cudaGraphHostNodeSetParams replaces the host node's function data before instantiation;
// cudaGraphHostNodeGetParams reports the new parameters and the launch calls the new one.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphHostNodeSetParams, ChangesFunction, {
    .api = {"cudaGraphHostNodeSetParams"},
    .cite = {.doc = "RT", .section = "cudaGraphHostNodeSetParams",
             .quote = "Sets the parameters of host node node to nodeParams."},
}) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  HostLog log;
  HostTag first{&log, 1}, second{&log, 2};
  cudaHostNodeParams hp = first.params();
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&n, g.get(), nullptr, 0, &hp));
  hp = second.params();
  CUDASEM_ASSERT_OK(cudaGraphHostNodeSetParams(n, &hp));
  cudaHostNodeParams got{};
  CUDASEM_ASSERT_OK(cudaGraphHostNodeGetParams(n, &got));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::observe("host_calls", log.count.load());
  cudasem::observe("host_call_tag", log.tags[0]);
  EXPECT_EQ(got.userData, static_cast<void*>(&second));
  EXPECT_EQ(log.count.load(), 1);
  EXPECT_EQ(log.tags[0], 2);
}
