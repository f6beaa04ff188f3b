// SPDX-License-Identifier: Apache-2.0
// An executable graph of one memset node (to 1) is updated from a graph of one memset node to 55:
// the update must succeed (result CU_GRAPH_EXEC_UPDATE_SUCCESS) and the next launch set every int
// to 55.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecUpdate, AppliesChangedParameters,
    {
        .api = {"cuGraphExecUpdate"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecUpdate",
            .quote =
                "Updates the node parameters in the instantiated graph specified by hGraphExec with the node parameters in a topologically identical graph specified by hGraph."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::DrvGraphExec exec;
  cudasem::driver_api::DrvGraph update;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::prepare_exec_update(rig, exec, update));
  CUDASEM_ASSERT_TRUE_NAMED("update_memset_node.added", rig.add_memset(55, {}, update) != nullptr);
  CUgraphExecUpdateResultInfo info{};
  info.result = CU_GRAPH_EXEC_UPDATE_ERROR;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecUpdate(exec, update, &info));

  CUDASEM_EXPECT_EQ_NAMED("update_result", info.result, CU_GRAPH_EXEC_UPDATE_SUCCESS);
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_set_by_updated_node", rig.read(), 55);
}
