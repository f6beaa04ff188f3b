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
  CUDASEM_ASSERT_TRUE_NAMED("empty_node.added", empty != nullptr);

  CUDASEM_ASSERT_CU_OK(
      drv.cuStreamBeginCaptureToGraph(rig.stream(), rig.graph(), &empty, nullptr, 1, CU_STREAM_CAPTURE_MODE_GLOBAL));
  cudasem::driver_api::CaptureGuard guard(rig.stream(), rig.graph());
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(rig.ints(), 1, rig.kCount, rig.stream()));
  CUgraph returned = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamEndCapture(rig.stream(), &returned));
  guard.ended();

  CUDASEM_EXPECT_TRUE_NAMED("returned_graph_is_existing_graph", returned == rig.graph());
  if (returned && returned != rig.graph()) drv.cuGraphDestroy(returned);
  std::vector<CUgraphNode> nodes = cudasem::driver_api::graph_nodes(rig.graph());
  CUDASEM_ASSERT_EQ_NAMED("node_count", nodes.size(), 2u);
  const CUgraphNode captured = nodes[0] == empty ? nodes[1] : nodes[0];
  CUDASEM_EXPECT_EQ_NAMED("captured_node_type", cudasem::driver_api::type_of(captured), CU_GRAPH_NODE_TYPE_MEMSET);
  std::vector<CUgraphNode> deps = cudasem::driver_api::dependencies_of(captured);
  CUDASEM_ASSERT_EQ_NAMED("captured_node_dependency_count", deps.size(), 1u);
  CUDASEM_EXPECT_TRUE_NAMED("captured_node_depends_on_given_node", deps[0] == empty);
}
