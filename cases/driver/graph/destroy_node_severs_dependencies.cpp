// SPDX-License-Identifier: Apache-2.0
// In the chain a -> b -> c of empty nodes, b is destroyed: the graph must be left with 2 nodes, no
// edge, and c without dependencies.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphDestroyNode, SeversDependencies,
    {
        .api = {"cuGraphDestroyNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphDestroyNode",
            .quote = "This operation also severs any dependencies of other nodes on hNode and vice versa."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode a = rig.add_empty();
  CUgraphNode b = rig.add_empty({a});
  CUgraphNode c = rig.add_empty({b});
  CUDASEM_ASSERT_TRUE_NAMED("downstream_node.added", c != nullptr);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphDestroyNode(b));

  const std::size_t nodes = cudasem::driver_api::graph_nodes(rig.graph()).size();
  const std::size_t edges = cudasem::driver_api::edge_total(rig.graph());
  const std::size_t deps = cudasem::driver_api::dependencies_of(c).size();
  CUDASEM_EXPECT_EQ_NAMED("node_count", nodes, 2u);
  CUDASEM_EXPECT_EQ_NAMED("edge_count", edges, 0u);
  CUDASEM_EXPECT_EQ_NAMED("dependency_count", deps, 0u);
}
