// SPDX-License-Identifier: Apache-2.0
// During a capture whose dependency set is one captured memset node, an empty node added to the
// capture graph is passed with CU_STREAM_ADD_CAPTURE_DEPENDENCIES: the dependency set must then be
// the memset node and the empty node.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamUpdateCaptureDependencies, AddAppends,
    {
        .api = {"cuStreamUpdateCaptureDependencies"},
        .cite = {.doc = "DRV",
            .section = "cuStreamUpdateCaptureDependencies",
            .quote = "These control whether the set passed to the API is added to the existing set or replaces it."},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_RELAXED));
  cudasem::driver_api::CaptureGuard guard(rig.stream());
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(rig.ints(), 1, rig.kCount, rig.stream()));
  std::vector<CUgraphNode> before = cudasem::driver_api::capture_dependencies(rig.stream());
  ASSERT_EQ(before.size(), 1u);
  const CUgraphNode memset_node = before[0];
  CUstreamCaptureStatus status{};
  CUgraph graph = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetCaptureInfo(rig.stream(), &status, nullptr, &graph, nullptr, nullptr, nullptr));
  CUgraphNode empty = rig.add_empty({}, graph);
  ASSERT_NE(empty, nullptr);

  CUDASEM_ASSERT_CU_OK(
      drv.cuStreamUpdateCaptureDependencies(rig.stream(), &empty, nullptr, 1, CU_STREAM_ADD_CAPTURE_DEPENDENCIES));

  std::vector<CUgraphNode> after = cudasem::driver_api::capture_dependencies(rig.stream());
  cudasem::observe("dependency_count", static_cast<unsigned long>(after.size()));
  ASSERT_EQ(after.size(), 2u);
  EXPECT_NE(std::find(after.begin(), after.end(), memset_node), after.end());
  EXPECT_NE(std::find(after.begin(), after.end(), empty), after.end());
}
