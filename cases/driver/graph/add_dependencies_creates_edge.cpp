// SPDX-License-Identifier: Apache-2.0
// Two root empty nodes a and b; cuGraphAddDependencies(from a, to b): b's dependencies must then
// be exactly a, and the graph must have one edge.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddDependencies, CreatesEdge,
    {
        .api = {"cuGraphAddDependencies"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddDependencies",
            .quote = "Elements in from and to at corresponding indices define a dependency."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode a = rig.add_empty();
  CUgraphNode b = rig.add_empty();
  CUDASEM_ASSERT_TRUE_NAMED("second_node.added", b != nullptr);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddDependencies(rig.graph(), &a, &b, nullptr, 1));

  std::vector<CUgraphNode> deps = cudasem::driver_api::dependencies_of(b);
  cudasem::observe("edge_count", static_cast<unsigned long>(cudasem::driver_api::edge_total(rig.graph())));
  CUDASEM_ASSERT_EQ_NAMED("dependency_count", deps.size(), 1u);
  CUDASEM_EXPECT_TRUE_NAMED("dependency_is_source", deps[0] == a);
}
