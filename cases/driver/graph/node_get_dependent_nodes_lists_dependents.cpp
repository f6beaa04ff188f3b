// SPDX-License-Identifier: Apache-2.0
// Empty nodes b and c each added after empty node a: cuGraphNodeGetDependentNodes(a) must return
// exactly b and c.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeGetDependentNodes, ListsDependentNodes,
    {
        .api = {"cuGraphNodeGetDependentNodes"},
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeGetDependentNodes",
            .quote = "Returns a list of node's dependent nodes."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode a = rig.add_empty();
  CUgraphNode b = rig.add_empty({a});
  CUgraphNode c = rig.add_empty({a});
  CUDASEM_ASSERT_TRUE_NAMED("last_dependent_node.added", c != nullptr);
  CUgraphNode dependents[3] = {};
  std::size_t count = 3;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeGetDependentNodes(a, dependents, nullptr, &count));

  CUDASEM_ASSERT_EQ_NAMED("dependent_count", count, 2u);
  CUDASEM_EXPECT_TRUE_NAMED("dependents_are_both_nodes",
      (dependents[0] == b && dependents[1] == c) || (dependents[0] == c && dependents[1] == b));
}
