// SPDX-License-Identifier: Apache-2.0
// A graph of only an empty node (no kernel, memcpy or memset) cannot be instantiated for device
// launch.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiateWithFlags, DeviceLaunchEmptyGraphRejected,
    {
        .api = {"cudaGraphInstantiateWithFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiateWithFlags",
            .quote = "The graph cannot be empty and must contain at least one kernel, memcpy, or memset node."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  add_empty_node(g.get());
  cudaGraphExec_t raw = nullptr;
  cudasem::observe("cudaGraphInstantiateWithFlags_result",
      cudaGraphInstantiateWithFlags(&raw, g.get(), cudaGraphInstantiateFlagDeviceLaunch));
  GraphExec x(raw);
}
