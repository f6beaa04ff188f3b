// SPDX-License-Identifier: Apache-2.0
// A graph with one edge queried with room for three edges (arrays filled with a non-NULL marker):
// numEdges must come back as 1 and entries 1 and 2 of from and to NULL.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphGetEdges, ExtraEntriesSetNull,
    {
        .api = {"cuGraphGetEdges"},
        .cite = {.doc = "DRV",
            .section = "cuGraphGetEdges",
            .quote =
                "If numEdges is higher than the actual number of edges, the remaining entries in from and to will be set to NULL, and the number of edges actually returned will be written to numEdges."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode a = rig.add_empty();
  CUDASEM_ASSERT_TRUE_NAMED("dependent_empty_node.added", rig.add_empty({a}) != nullptr);
  CUgraphNode marker = reinterpret_cast<CUgraphNode>(0x1);
  CUgraphNode from[3] = {marker, marker, marker};
  CUgraphNode to[3] = {marker, marker, marker};
  std::size_t count = 3;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphGetEdges(rig.graph(), from, to, nullptr, &count));

  const bool rest_null = from[1] == nullptr && from[2] == nullptr && to[1] == nullptr && to[2] == nullptr;
  CUDASEM_EXPECT_EQ_NAMED("edge_count", count, 1u);
  CUDASEM_EXPECT_TRUE_NAMED("remaining_entries_null", rest_null);
}
