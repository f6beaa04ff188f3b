// SPDX-License-Identifier: Apache-2.0
// A graph of three nodes (empty, memset, kernel): cuGraphGetNodes with a NULL array must return 3
// in numNodes.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphGetNodes, NullArrayReturnsCount,
    {
        .api = {"cuGraphGetNodes"},
        .cite = {.doc = "DRV",
            .section = "cuGraphGetNodes",
            .quote = "in which case this function will return the number of nodes in numNodes."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  rig.add_empty();
  rig.add_memset(1);
  rig.add_add_one();
  std::size_t count = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphGetNodes(rig.graph(), nullptr, &count));

  CUDASEM_EXPECT_EQ_NAMED("node_count", count, 3u);
}
