// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeSetEnabled on a host node fails (only kernel, memset and memcpy nodes).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeSetEnabled, HostNodeUnsupported,
    {
        .api = {"cudaGraphNodeSetEnabled"},
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeSetEnabled",
            .quote = "Currently only kernel, memset and memcpy nodes are supported."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaHostNodeParams hp{&noop_host, nullptr};
  cudaGraphNode_t h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), nullptr, 0, &hp));
  GraphExec x = instantiate(g.get());
  CUDASEM_EXPECT_FAILURE(cudaGraphNodeSetEnabled(x.get(), h, 0));
}
