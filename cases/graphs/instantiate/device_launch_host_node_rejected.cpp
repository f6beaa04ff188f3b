// SPDX-License-Identifier: Apache-2.0
// A graph with a host node cannot be instantiated for device launch.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

namespace {
void noop_host(void*) {}
}  // namespace

CUDASEM_CASE(CudaGraphInstantiateWithFlags, DeviceLaunchHostNodeRejected, {
    .api = {"cudaGraphInstantiateWithFlags"},
    .cite = {.doc = "RT", .section = "cudaGraphInstantiateWithFlags",
             .quote = "The graph can only contain kernel nodes, memcpy nodes, memset nodes, and child graph nodes."},
    .needs = {cudasem::attr("unifiedAddressing") >= 1},
}) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  cudaGraphNode_t k = add_write_node(g.get(), {}, d.data(), 1);
  cudaHostNodeParams hp{&noop_host, nullptr};
  cudaGraphNode_t h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), &k, 1, &hp));
  cudaGraphExec_t raw = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphInstantiateWithFlags(&raw, g.get(), cudaGraphInstantiateFlagDeviceLaunch));
  GraphExec x(raw);
}
