// SPDX-License-Identifier: Apache-2.0
// The rig's graph holds one empty node; a capture into it (dependencies: that node) of one memset
// ends with the graph holding 2 nodes, the memset node depending on the empty node; the returned
// graph is the rig's graph.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamBeginCaptureToGraph, AddsToExistingGraph,
    {
        .api = {"cuStreamBeginCaptureToGraph"},
        .cite = {.doc = "DRV",
            .section = "cuStreamBeginCaptureToGraph",
            .quote = "Begin graph capture on hStream, placing new nodes into an existing graph."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode empty = rig.add_empty();
  ASSERT_NE(empty, nullptr);

  CUDASEM_ASSERT_CU_OK(
      drv.cuStreamBeginCaptureToGraph(rig.stream(), rig.graph(), &empty, nullptr, 1, CU_STREAM_CAPTURE_MODE_GLOBAL));
  cudasem::driver_api::CaptureGuard guard(rig.stream(), rig.graph());
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(rig.ints(), 1, rig.kCount, rig.stream()));
  CUgraph returned = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamEndCapture(rig.stream(), &returned));
  guard.ended();

  cudasem::observe("returned_graph_is_existing_graph", returned == rig.graph());
  if (returned && returned != rig.graph()) drv.cuGraphDestroy(returned);
  EXPECT_EQ(returned, rig.graph());
  std::vector<CUgraphNode> nodes = cudasem::driver_api::graph_nodes(rig.graph());
  cudasem::observe("node_count", static_cast<unsigned long>(nodes.size()));
  ASSERT_EQ(nodes.size(), 2u);
  const CUgraphNode captured = nodes[0] == empty ? nodes[1] : nodes[0];
  EXPECT_EQ(cudasem::driver_api::type_of(captured), CU_GRAPH_NODE_TYPE_MEMSET);
  std::vector<CUgraphNode> deps = cudasem::driver_api::dependencies_of(captured);
  ASSERT_EQ(deps.size(), 1u);
  EXPECT_EQ(deps[0], empty);
}
