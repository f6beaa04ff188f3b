// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeSetEnabled on a host node: what it returns is recorded (only kernel, memset and
// memcpy nodes).
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeSetEnabled, HostNodeUnsupported,
    {
        .api = {"cudaGraphNodeSetEnabled"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeSetEnabled",
            .quote = "Currently only kernel, memset and memcpy nodes are supported."},
        .claim = cudasem::Claim::hedge,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaHostNodeParams hp{&noop_host, nullptr};
  cudaGraphNode_t h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), nullptr, 0, &hp));
  GraphExec x = instantiate(g.get());
  cudasem::observe("cudaGraphNodeSetEnabled_result", cudaGraphNodeSetEnabled(x.get(), h, 0));
}
