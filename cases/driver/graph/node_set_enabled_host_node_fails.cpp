// SPDX-License-Identifier: Apache-2.0
// cuGraphNodeSetEnabled on the host node of an executable graph (not a kernel, memset or memcpy
// node) must fail (a documented code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeSetEnabled, HostNodeFails,
    {
        .api = {"cuGraphNodeSetEnabled"},
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeSetEnabled",
            .quote = "Currently only kernel, memset and memcpy nodes are supported."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  static std::atomic<int> calls{0};
  CUgraphNode node = rig.add_host(&calls);
  ASSERT_NE(node, nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphNodeSetEnabled(exec, node, 0));
}
