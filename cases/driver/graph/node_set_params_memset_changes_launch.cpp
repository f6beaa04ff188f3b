// SPDX-License-Identifier: Apache-2.0
// A memset node (to 1) is given, through cuGraphNodeSetParams, zeroed CUgraphNodeParams of type
// memset to 0x61 before instantiation: the launch sets every int to 0x61.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeSetParams, MemsetChangesLaunchedWork,
    {
        .api = {"cuGraphNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeSetParams",
            .quote = "Sets the parameters of graph node hNode to nodeParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_memset(1);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", node != nullptr);
  CUgraphNodeParams params{};
  std::memset(&params, 0, sizeof params);
  params.type = CU_GRAPH_NODE_TYPE_MEMSET;
  params.memset.dst = rig.ints();
  params.memset.value = 0x61;
  params.memset.elementSize = 4;
  params.memset.width = rig.kCount;
  params.memset.height = 1;
  params.memset.ctx = rig.context();

  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeSetParams(node, &params));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_set_to_new_value", rig.read(), 0x61);
}
