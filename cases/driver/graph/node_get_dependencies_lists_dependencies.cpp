// SPDX-License-Identifier: Apache-2.0
// A memset node c added after empty nodes a and b: cuGraphNodeGetDependencies(c) must return
// exactly a and b.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeGetDependencies, ListsDependencies,
    {
        .api = {"cuGraphNodeGetDependencies"},
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeGetDependencies",
            .quote = "Returns a list of node's dependencies."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode a = rig.add_empty();
  CUgraphNode b = rig.add_empty();
  CUgraphNode c = rig.add_memset(1, {a, b});
  CUDASEM_ASSERT_TRUE_NAMED("dependent_memset_node.added", c != nullptr);
  CUgraphNode deps[3] = {};
  std::size_t count = 3;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphNodeGetDependencies(c, deps, nullptr, &count));

  CUDASEM_ASSERT_EQ_NAMED("dependency_count", count, 2u);
  CUDASEM_EXPECT_TRUE_NAMED(
      "dependencies_are_both_sources", (deps[0] == a && deps[1] == b) || (deps[0] == b && deps[1] == a));
}
