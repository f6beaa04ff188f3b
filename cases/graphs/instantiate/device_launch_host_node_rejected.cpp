// SPDX-License-Identifier: Apache-2.0
// A graph with a host node cannot be instantiated for device launch.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiateWithFlags, DeviceLaunchHostNodeRejected,
    {
        .api = {"cudaGraphInstantiateWithFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiateWithFlags",
            .quote = "The graph can only contain kernel nodes, memcpy nodes, memset nodes, and child graph nodes."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  cudaGraphNode_t h = nullptr;
  add_kernel_then_host_node(g.get(), d.data(), &h);
  if (HasFatalFailure()) return;
  cudaGraphExec_t raw = nullptr;
  cudasem::observe("cudaGraphInstantiateWithFlags_result",
      cudaGraphInstantiateWithFlags(&raw, g.get(), cudaGraphInstantiateFlagDeviceLaunch));
  GraphExec x(raw);
}
