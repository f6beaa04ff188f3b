// SPDX-License-Identifier: Apache-2.0
// A memset of the rig's ints to 0x21 pushed into a capturing stream is not executed (every int
// still 0 after the capture ended and the context synchronized); the graph returned by
// cuStreamEndCapture holds one memset node.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamBeginCapture, DefersCapturedWork,
    {
        .api = {"cuStreamBeginCapture", "cuStreamEndCapture"},
        .cite = {.doc = "DRV",
            .section = "cuStreamBeginCapture",
            .quote =
                "When a stream is in capture mode, all operations pushed into the stream will not be executed, but will instead be captured into a graph, which will be returned via cuStreamEndCapture."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);

  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL));
  cudasem::driver_api::CaptureGuard guard(rig.stream());
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(rig.ints(), 0x21, rig.kCount, rig.stream()));
  cudasem::driver_api::DrvGraph captured;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamEndCapture(rig.stream(), captured.out()));
  guard.ended();

  cudasem::driver_api::expect_all("ints_untouched_by_capture", rig.read(), 0);
  CUDASEM_ASSERT_TRUE_NAMED("graph_returned", captured.get() != nullptr);
  std::vector<CUgraphNode> nodes = cudasem::driver_api::graph_nodes(captured);
  CUDASEM_ASSERT_EQ_NAMED("captured_node_count", nodes.size(), 1u);
  CUDASEM_EXPECT_EQ_NAMED("captured_node_type", cudasem::driver_api::type_of(nodes[0]), CU_GRAPH_NODE_TYPE_MEMSET);
}
