// SPDX-License-Identifier: Apache-2.0
// A host node calls its CPU function once per graph launch (two launches, two calls).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddHostNode, RunsOnLaunch,
    {
        .api = {"cudaGraphAddHostNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddHostNode",
            .quote = "When the graph is launched, the node will invoke the specified CPU function."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  HostLog log;
  HostTag tag{&log, 1};
  cudaHostNodeParams hp = tag.params();
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&n, g.get(), nullptr, 0, &hp));
  GraphExec x = instantiate(g.get());
  const int before = log.count.load();
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_EQ_NAMED("calls_before_launch", before, 0);
  CUDASEM_EXPECT_EQ_NAMED("host_calls", log.count.load(), 2);
}
