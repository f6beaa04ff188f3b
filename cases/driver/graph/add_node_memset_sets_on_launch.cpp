// SPDX-License-Identifier: Apache-2.0
// cuGraphAddNode with a zeroed CUgraphNodeParams of type CU_GRAPH_NODE_TYPE_MEMSET (kCount 4-byte
// elements to 0x4d): the node is a memset node and one launch sets every int to 0x4d.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddNode, MemsetNodeSetsOnLaunch,
    {
        .api = {"cuGraphAddNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddNode",
            .quote =
                "Creates a new node in hGraph described by nodeParams with numDependencies dependencies specified via dependencies."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNodeParams params{};
  std::memset(&params, 0, sizeof params);
  params.type = CU_GRAPH_NODE_TYPE_MEMSET;
  params.memset.dst = rig.ints();
  params.memset.value = 0x4d;
  params.memset.elementSize = 4;
  params.memset.width = rig.kCount;
  params.memset.height = 1;
  params.memset.ctx = rig.context();
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddNode(&node, rig.graph(), nullptr, nullptr, 0, &params));

  CUDASEM_EXPECT_EQ_NAMED("node_type", cudasem::driver_api::type_of(node), CU_GRAPH_NODE_TYPE_MEMSET);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_set", rig.read(), 0x4d);
}
