// SPDX-License-Identifier: Apache-2.0
// A graph a -> b (two empty nodes): cuGraphGetEdges must return one edge with from[0] == a and
// to[0] == b.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphGetEdges, ReturnsFromToPairs,
    {
        .api = {"cuGraphGetEdges"},
        .cite = {.doc = "DRV",
            .section = "cuGraphGetEdges",
            .quote = "the node in to[i] has a dependency on the node in from[i]"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode a = rig.add_empty();
  CUgraphNode b = rig.add_empty({a});
  CUDASEM_ASSERT_TRUE_NAMED("dependent_node.added", b != nullptr);
  CUgraphNode from[2] = {};
  CUgraphNode to[2] = {};
  std::size_t count = 2;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphGetEdges(rig.graph(), from, to, nullptr, &count));

  CUDASEM_ASSERT_EQ_NAMED("edge_count", count, 1u);
  CUDASEM_EXPECT_TRUE_NAMED("edge_from_first_node", from[0] == a);
  CUDASEM_EXPECT_TRUE_NAMED("edge_to_second_node", to[0] == b);
}
