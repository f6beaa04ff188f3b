// SPDX-License-Identifier: Apache-2.0
// A graph of two nodes queried with room for four (filled with a non-NULL marker): numNodes must
// come back as 2, the two nodes must be listed and the last two entries NULL.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphGetNodes, ExtraEntriesSetNull,
    {
        .api = {"cuGraphGetNodes"},
        .cite = {.doc = "DRV",
            .section = "cuGraphGetNodes",
            .quote =
                "If numNodes is higher than the actual number of nodes, the remaining entries in nodes will be set to NULL, and the number of nodes actually obtained will be returned in numNodes."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode a = rig.add_empty();
  CUgraphNode b = rig.add_memset(1);
  CUgraphNode marker = reinterpret_cast<CUgraphNode>(0x1);
  std::vector<CUgraphNode> nodes(4, marker);
  std::size_t count = nodes.size();

  CUDASEM_ASSERT_CU_OK(drv.cuGraphGetNodes(rig.graph(), nodes.data(), &count));

  CUDASEM_EXPECT_EQ_NAMED("node_count", count, 2u);
  CUDASEM_EXPECT_TRUE_NAMED(
      "listed_nodes_are_graph_nodes", (nodes[0] == a && nodes[1] == b) || (nodes[0] == b && nodes[1] == a));
  CUDASEM_EXPECT_TRUE_NAMED("third_entry_null", nodes[2] == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("fourth_entry_null", nodes[3] == nullptr);
}
