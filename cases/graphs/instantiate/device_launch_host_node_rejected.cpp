// SPDX-License-Identifier: Apache-2.0
// A graph with a host node cannot be instantiated for device launch.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiateWithFlags, DeviceLaunchHostNodeRejected,
    {
        .api = {"cudaGraphInstantiateWithFlags"},
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiateWithFlags",
            .quote = "The graph can only contain kernel nodes, memcpy nodes, memset nodes, and child graph nodes."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  cudaGraphNode_t h = nullptr;
  add_kernel_then_host_node(g.get(), d.data(), &h);
  if (HasFatalFailure()) return;
  cudaGraphExec_t raw = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphInstantiateWithFlags(&raw, g.get(), cudaGraphInstantiateFlagDeviceLaunch));
  GraphExec x(raw);
}
