// SPDX-License-Identifier: Apache-2.0
// cuGraphCreate returns a graph with no nodes (cuGraphGetNodes with a NULL array counts them).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphCreate, ReturnsEmptyGraph,
    {
        .api = {"cuGraphCreate"},
        .cite = {.doc = "DRV",
            .section = "cuGraphCreate",
            .quote = "Creates an empty graph, which is returned via phGraph."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::DrvGraph graph;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(graph.out(), 0));

  ASSERT_NE(graph.get(), nullptr);
  std::size_t count = 99;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphGetNodes(graph, nullptr, &count));
  CUDASEM_EXPECT_EQ_NAMED("node_count", count, 0u);
}
