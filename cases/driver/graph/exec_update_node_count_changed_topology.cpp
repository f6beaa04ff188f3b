// SPDX-License-Identifier: Apache-2.0
// An executable graph of one memset node is updated from a graph of two memset nodes:
// cuGraphExecUpdate must return CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE with result
// CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED and errorNode NULL.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecUpdate, NodeCountChangeIsTopologyChange,
    {
        .api = {"cuGraphExecUpdate"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecUpdate",
            .quote =
                "cuGraphExecUpdate sets the result member of resultInfo to CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED "
                "under the following conditions: - The count of nodes directly in hGraphExec and hGraph differ, in "
                "which case resultInfo->errorNode is set to NULL."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::DrvGraphExec exec;
  cudasem::driver_api::DrvGraph update;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::prepare_exec_update(rig, exec, update));
  CUgraphNode first = rig.add_memset(2, {}, update);
  CUDASEM_ASSERT_TRUE_NAMED("second_memset_node.added", rig.add_memset(3, {first}, update) != nullptr);
  CUgraphExecUpdateResultInfo info{};
  info.errorNode = first;

  CUDASEM_EXPECT_CU_ERROR(drv.cuGraphExecUpdate(exec, update, &info), CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE);

  CUDASEM_EXPECT_EQ_NAMED("update_result", info.result, CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED);
  CUDASEM_EXPECT_TRUE_NAMED("error_node_null", info.errorNode == nullptr);
}
