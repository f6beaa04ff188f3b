// SPDX-License-Identifier: Apache-2.0
// A graph of only an empty node (no kernel, memcpy or memset) cannot be instantiated for device
// launch.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiateWithFlags, DeviceLaunchEmptyGraphRejected,
    {
        .api = {"cudaGraphInstantiateWithFlags"},
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiateWithFlags",
            .quote = "The graph cannot be empty and must contain at least one kernel, memcpy, or memset node."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  add_empty_node(g.get());
  cudaGraphExec_t raw = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphInstantiateWithFlags(&raw, g.get(), cudaGraphInstantiateFlagDeviceLaunch));
  GraphExec x(raw);
}
