// SPDX-License-Identifier: Apache-2.0
// An executable graph of one memset node is updated from a graph of one add_one kernel node: the
// update must fail with CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE, result
// CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED and errorNode the kernel node.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecUpdate, NodeTypeChangeReported,
    {
        .api = {"cuGraphExecUpdate"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecUpdate",
            .quote =
                "CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED if the type of a node changed, in which case hErrorNode_out is set to the node from hGraph."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::DrvGraphExec exec;
  cudasem::driver_api::DrvGraph update;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::prepare_exec_update(rig, exec, update));
  CUgraphNode kernel = rig.add_add_one({}, update);
  CUDASEM_ASSERT_TRUE_NAMED("update_kernel_node.added", kernel != nullptr);
  CUgraphExecUpdateResultInfo info{};

  CUDASEM_EXPECT_CU_ERROR(drv.cuGraphExecUpdate(exec, update, &info), CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE);

  CUDASEM_EXPECT_EQ_NAMED("update_result", info.result, CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED);
  CUDASEM_EXPECT_TRUE_NAMED("error_node_is_kernel_node", info.errorNode == kernel);
}
