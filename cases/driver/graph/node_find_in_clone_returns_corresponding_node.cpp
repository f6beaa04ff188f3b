// SPDX-License-Identifier: Apache-2.0
// A graph of an empty node and a memset node (value 0x77) is cloned: the node found for the memset
// node must belong to the clone (listed by cuGraphGetNodes), be a memset node and carry the value
// 0x77.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeFindInClone, ReturnsCorrespondingNode,
    {
        .api = {"cuGraphNodeFindInClone"},
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeFindInClone",
            .quote =
                "This function returns the node in hClonedGraph corresponding to hOriginalNode in the original graph."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  rig.add_empty();
  CUgraphNode original = rig.add_memset(0x77);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", original != nullptr);
  cudasem::driver_api::DrvGraph clone;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphClone(clone.out(), rig.graph()));
  CUgraphNode found = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeFindInClone(&found, original, clone));

  std::vector<CUgraphNode> clone_nodes = cudasem::driver_api::graph_nodes(clone);
  const bool in_clone = std::find(clone_nodes.begin(), clone_nodes.end(), found) != clone_nodes.end();
  CUDASEM_EXPECT_TRUE_NAMED("found_node_in_clone", in_clone);
  CUDASEM_ASSERT_EQ_NAMED("found_node_type", cudasem::driver_api::type_of(found), CU_GRAPH_NODE_TYPE_MEMSET);
  CUDA_MEMSET_NODE_PARAMS got{};
  CUDASEM_ASSERT_CU_OK(drv.cuGraphMemsetNodeGetParams(found, &got));
  CUDASEM_EXPECT_EQ_NAMED("found_node_value", got.value, 0x77u);
}
