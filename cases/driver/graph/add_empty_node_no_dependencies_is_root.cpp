// SPDX-License-Identifier: Apache-2.0
// An empty node added with no dependencies after a first empty node: cuGraphGetRootNodes must list
// both nodes (2 roots).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddEmptyNode, NoDependenciesIsRoot,
    {
        .api = {"cuGraphAddEmptyNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddEmptyNode",
            .quote =
                "It is possible for numDependencies to be 0, in which case the node will be placed at the root of the graph."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode first = rig.add_empty();
  CUgraphNode second = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddEmptyNode(&second, rig.graph(), nullptr, 0));

  std::vector<CUgraphNode> roots = cudasem::driver_api::root_nodes(rig.graph());
  CUDASEM_EXPECT_EQ_NAMED("root_count", roots.size(), 2u);
  CUDASEM_EXPECT_TRUE_NAMED("new_node_is_root", std::find(roots.begin(), roots.end(), second) != roots.end())
      << "the new node is not a root";
  CUDASEM_EXPECT_TRUE_NAMED("first_node_is_root", std::find(roots.begin(), roots.end(), first) != roots.end());
}
