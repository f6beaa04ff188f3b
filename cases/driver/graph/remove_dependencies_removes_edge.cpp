// SPDX-License-Identifier: Apache-2.0
// The edge a -> b of a two-node graph is removed: the graph must then have no edge and b no
// dependency.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphRemoveDependencies, RemovesEdge,
    {
        .api = {"cuGraphRemoveDependencies"},
        .cite = {.doc = "DRV",
            .section = "cuGraphRemoveDependencies",
            .quote = "Removes dependency edges from a graph"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode a = rig.add_empty();
  CUgraphNode b = rig.add_empty({a});
  CUDASEM_ASSERT_TRUE_NAMED("dependent_node.added", b != nullptr);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphRemoveDependencies(rig.graph(), &a, &b, nullptr, 1));

  const std::size_t edges = cudasem::driver_api::edge_total(rig.graph());
  const std::size_t deps = cudasem::driver_api::dependencies_of(b).size();
  CUDASEM_EXPECT_EQ_NAMED("edge_count", edges, 0u);
  CUDASEM_EXPECT_EQ_NAMED("dependency_count", deps, 0u);
}
