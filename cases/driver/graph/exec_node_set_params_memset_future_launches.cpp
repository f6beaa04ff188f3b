// SPDX-License-Identifier: Apache-2.0
// An executable graph of one memset node (to 1) is launched, then its node is set through
// cuGraphExecNodeSetParams to a memset to 0x62 and launched again: every int is then 0x62.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecNodeSetParams, MemsetAppliesToLaterLaunches,
    {
        .api = {"cuGraphExecNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecNodeSetParams",
            .quote = "The modifications only affect future launches of hGraphExec."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_memset(1);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", node != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_set_by_first_launch", rig.read(), 1);
  CUgraphNodeParams params{};
  std::memset(&params, 0, sizeof params);
  params.type = CU_GRAPH_NODE_TYPE_MEMSET;
  params.memset.dst = rig.ints();
  params.memset.value = 0x62;
  params.memset.elementSize = 4;
  params.memset.width = rig.kCount;
  params.memset.height = 1;
  params.memset.ctx = rig.context();

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecNodeSetParams(exec, node, &params));

  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_set_by_second_launch", rig.read(), 0x62);
}
