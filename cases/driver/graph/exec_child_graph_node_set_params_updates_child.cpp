// SPDX-License-Identifier: Apache-2.0
// A child graph node holding one memset (to 1) is updated from a graph of the same topology
// holding a memset to 9: the next launch sets every int to 9.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecChildGraphNodeSetParams, UpdatesChildNodes,
    {
        .api = {"cuGraphExecChildGraphNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecChildGraphNodeSetParams",
            .quote =
                "Updates the work represented by hNode in hGraphExec as though the nodes contained in hNode's graph had the parameters contained in childGraph's nodes at instantiation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvGraph child;
  cudasem::driver_api::DrvGraph update;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(child.out(), 0));
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(update.out(), 0));
  CUDASEM_ASSERT_TRUE_NAMED("child_memset_node.added", rig.add_memset(1, {}, child) != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("update_memset_node.added", rig.add_memset(9, {}, update) != nullptr);
  CUgraphNode node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddChildGraphNode(&node, rig.graph(), nullptr, 0, child));
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecChildGraphNodeSetParams(exec, node, update));

  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_set_by_updated_child", rig.read(), 9);
}
