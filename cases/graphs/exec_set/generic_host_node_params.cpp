// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecNodeSetParams (the generic form) on a host node: host parameters may change without
// restriction; the next launch calls the new one.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphExecNodeSetParams, GenericHostNode, {
    .api = {"cudaGraphExecNodeSetParams"},
    .cite = {.doc = "RT", .section = "cudaGraphExecNodeSetParams",
             .quote = "The modifications only affect future launches of graphExec. Already enqueued or running launches of graphExec are not affected by this call."},
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
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  cudaGraphNodeParams p{};
  p.type = cudaGraphNodeTypeHost;
  p.host.fn = &HostTag::run;
  p.host.userData = &second;
  CUDASEM_ASSERT_OK(cudaGraphExecNodeSetParams(x.get(), h, &p));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::observe("host_call_order", std::to_string(log.tags[0]) + "," + std::to_string(log.tags[1]));
  ASSERT_EQ(log.count.load(), 2);
  EXPECT_EQ(log.tags[0], 1);
  EXPECT_EQ(log.tags[1], 2);
}
