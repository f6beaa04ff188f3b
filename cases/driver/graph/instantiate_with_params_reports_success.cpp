// SPDX-License-Identifier: Apache-2.0
// A graph of one memset node instantiated with cuGraphInstantiateWithParams (flags 0, result_out
// and hErrNode_out preset to other values): result_out must be CUDA_GRAPH_INSTANTIATE_SUCCESS and
// hErrNode_out NULL.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphInstantiateWithParams, ReportsSuccess,
    {
        .api = {"cuGraphInstantiateWithParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphInstantiateWithParams",
            .quote =
                "If instantiation is successful, result_out will be set to CUDA_GRAPH_INSTANTIATE_SUCCESS, and hErrNode_out will be set to NULL."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_memset(1);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", node != nullptr);
  CUDA_GRAPH_INSTANTIATE_PARAMS params{};
  params.flags = 0;
  params.hErrNode_out = node;
  params.result_out = CUDA_GRAPH_INSTANTIATE_ERROR;
  cudasem::driver_api::DrvGraphExec exec;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphInstantiateWithParams(exec.out(), rig.graph(), &params));

  CUDASEM_EXPECT_TRUE_NAMED("error_node_null", params.hErrNode_out == nullptr);
  CUDASEM_EXPECT_EQ_NAMED("instantiate_result", params.result_out, CUDA_GRAPH_INSTANTIATE_SUCCESS);
}
