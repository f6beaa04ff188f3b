// SPDX-License-Identifier: Apache-2.0
// An instantiated 1D memset (kCount elements, height 1) is updated to 2 rows of half the width
// (pitch half the buffer): cuGraphExecMemsetNodeSetParams must fail (a documented code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecMemsetNodeSetParams, HeightChangeRejected,
    {
        .api = {"cuGraphExecMemsetNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecMemsetNodeSetParams",
            .quote = "For 1d memsets, changes in height are explicitly rejected"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_memset(1);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", node != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  CUDA_MEMSET_NODE_PARAMS params = rig.memset_params(rig.ints(), 2);
  params.width = rig.kCount / 2;
  params.pitch = params.width * sizeof(int);
  params.height = 2;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphExecMemsetNodeSetParams(exec, node, &params, rig.context()));
}
