// SPDX-License-Identifier: Apache-2.0
// A graph a -> c, b -> c (a, b empty nodes, c a memset after both): cuGraphGetRootNodes must
// return exactly a and b.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphGetRootNodes, ListsRootNodes,
    {
        .api = {"cuGraphGetRootNodes"},
        .cite = {.doc = "DRV", .section = "cuGraphGetRootNodes", .quote = "Returns a list of hGraph's root nodes."},
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
  std::vector<CUgraphNode> roots(3, nullptr);
  std::size_t count = roots.size();

  CUDASEM_ASSERT_CU_OK(drv.cuGraphGetRootNodes(rig.graph(), roots.data(), &count));

  CUDASEM_EXPECT_EQ_NAMED("root_count", count, 2u);
  roots.resize(count);
  CUDASEM_EXPECT_TRUE_NAMED("first_root_listed", std::find(roots.begin(), roots.end(), a) != roots.end());
  CUDASEM_EXPECT_TRUE_NAMED("second_root_listed", std::find(roots.begin(), roots.end(), b) != roots.end());
  CUDASEM_EXPECT_TRUE_NAMED("dependent_node_not_listed", std::find(roots.begin(), roots.end(), c) == roots.end())
      << "a dependent node was listed as a root";
}
