// SPDX-License-Identifier: Apache-2.0
// The memset node (to 0x33) of an executable graph is disabled, launched (no effect), then enabled
// again and launched: every int must then be 0x33.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeSetEnabled, ReenabledNodeRuns,
    {
        .api = {"cuGraphNodeSetEnabled"},
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeSetEnabled",
            .quote = "Existing node parameters are not affected by disabling/enabling the node."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_memset(0x33);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", node != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeSetEnabled(exec, node, 0));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeSetEnabled(exec, node, 1));

  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_set_after_reenable", rig.read(), 0x33);
}
