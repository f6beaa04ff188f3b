// SPDX-License-Identifier: Apache-2.0
// A kernel node of an executable graph reads as enabled (1) after instantiation and as disabled
// (0) after cuGraphNodeSetEnabled(..., 0).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeGetEnabled, ReportsDisabled,
    {
        .api = {"cuGraphNodeGetEnabled"},
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeGetEnabled",
            .quote = "Sets isEnabled to 1 if hNode is enabled, or 0 if hNode is disabled."},
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
  unsigned enabled_before = 7;
  unsigned enabled_after = 7;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeGetEnabled(exec, node, &enabled_before));
  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeSetEnabled(exec, node, 0));
  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeGetEnabled(exec, node, &enabled_after));

  CUDASEM_EXPECT_EQ_NAMED("enabled_after_instantiate", enabled_before, 1u);
  CUDASEM_EXPECT_EQ_NAMED("enabled_after_disable", enabled_after, 0u);
}
