// SPDX-License-Identifier: Apache-2.0
// The add_one kernel node of an executable graph is disabled: a launch must leave every int at 0.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeSetEnabled, DisabledNodeDoesNothing,
    {
        .api = {"cuGraphNodeSetEnabled"},
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeSetEnabled",
            .quote = "Disabled nodes are functionally equivalent to empty nodes until they are reenabled."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_add_one();
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", node != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeSetEnabled(exec, node, 0));

  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_untouched", rig.read(), 0);
}
