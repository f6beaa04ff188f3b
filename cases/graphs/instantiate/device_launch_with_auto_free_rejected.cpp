// SPDX-License-Identifier: Apache-2.0
// cudaGraphInstantiateFlagDeviceLaunch together with cudaGraphInstantiateFlagAutoFreeOnLaunch is
// rejected.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiateWithFlags, DeviceLaunchWithAutoFreeRejected,
    {
        .api = {"cudaGraphInstantiateWithFlags"},
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiateWithFlags",
            .quote = "This flag cannot be used in conjunction with cudaGraphInstantiateFlagAutoFreeOnLaunch."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  add_write_node(g.get(), {}, d.data(), 1);
  cudaGraphExec_t raw = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphInstantiateWithFlags(
      &raw, g.get(), cudaGraphInstantiateFlagDeviceLaunch | cudaGraphInstantiateFlagAutoFreeOnLaunch));
  GraphExec x(raw);
}
