// SPDX-License-Identifier: Apache-2.0
// A graph with kernel nodes on two devices cannot be instantiated for device launch.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(GraphMultiGpu, DeviceLaunchTwoDevicesRejected,
    {
        .api = {"cudaGraphInstantiateWithFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiateWithFlags",
            .quote = "The graph's nodes must reside on a single device."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::gpus(2), cudasem::attr("unifiedAddressing") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::graphs;
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> d1(1);
  Graph g = make_graph();
  add_write_node(g.get(), {}, d1.data(), 1);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> d0(1);
  add_write_node(g.get(), {}, d0.data(), 1);
  cudaGraphExec_t raw = nullptr;
  cudasem::observe("cudaGraphInstantiateWithFlags_result",
      cudaGraphInstantiateWithFlags(&raw, g.get(), cudaGraphInstantiateFlagDeviceLaunch));
  GraphExec x(raw);
}
