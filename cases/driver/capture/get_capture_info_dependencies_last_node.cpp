// SPDX-License-Identifier: Apache-2.0
// After one memset is captured, cuStreamGetCaptureInfo must report one dependency, a memset node
// of the graph being captured (graph_out).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetCaptureInfo, DependenciesAreLastCapturedNode,
    {
        .api = {"cuStreamGetCaptureInfo"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetCaptureInfo",
            .quote =
                "The next node to be captured in the stream will depend on this set of nodes, absent operations such as event wait which modify this set."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_RELAXED));
  cudasem::driver_api::CaptureGuard guard(rig.stream());
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(rig.ints(), 1, rig.kCount, rig.stream()));
  CUstreamCaptureStatus status{};
  CUgraph graph = nullptr;
  const CUgraphNode* deps = nullptr;
  std::size_t count = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetCaptureInfo(rig.stream(), &status, nullptr, &graph, &deps, nullptr, &count));

  CUDASEM_ASSERT_EQ_NAMED("dependency_count", count, 1u);
  CUDASEM_ASSERT_TRUE_NAMED("dependencies_returned", deps != nullptr);
  const CUgraphNode dep = deps[0];
  CUDASEM_EXPECT_EQ_NAMED("dependency_node_type", cudasem::driver_api::type_of(dep), CU_GRAPH_NODE_TYPE_MEMSET);
  std::vector<CUgraphNode> nodes = cudasem::driver_api::graph_nodes(graph);
  CUDASEM_EXPECT_TRUE_NAMED("dependency_in_graph_out", std::find(nodes.begin(), nodes.end(), dep) != nodes.end());
}
