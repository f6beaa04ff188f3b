// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecHostNodeSetParams: the next launch calls the host function with the new data; the
// graph's own node keeps the old parameters.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphExecHostNodeSetParams, NewFunctionData, {
    .api = {"cudaGraphExecHostNodeSetParams"},
    .cite = {.doc = "RT", .section = "cudaGraphExecHostNodeSetParams",
             .quote = "Updates the work represented by node in hGraphExec as though node had contained pNodeParams at instantiation."},
}) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  HostLog log;
  HostTag first{&log, 1}, second{&log, 2};
  cudaHostNodeParams hp = first.params();
  Graph g = make_graph();
  cudaGraphNode_t h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), nullptr, 0, &hp));
  GraphExec x = instantiate(g.get());
  hp = second.params();
  CUDASEM_ASSERT_OK(cudaGraphExecHostNodeSetParams(x.get(), h, &hp));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudaHostNodeParams node_params{};
  CUDASEM_EXPECT_OK(cudaGraphHostNodeGetParams(h, &node_params));
  cudasem::observe("host_call_tag", log.tags[0]);
  ASSERT_EQ(log.count.load(), 1);
  EXPECT_EQ(log.tags[0], 2);
  EXPECT_EQ(node_params.userData, static_cast<void*>(&first));
}
