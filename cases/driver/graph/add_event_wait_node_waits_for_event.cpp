// SPDX-License-Identifier: Apache-2.0
// A kernel behind a gate in a second stream writes a marker into mapped memory and the event is
// recorded after it; the graph (event wait node, then a memcpy node copying the marker word to
// device memory) is launched in the rig's stream. The copy must see the marker: the wait node
// waited for the gated work.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddEventWaitNode, WaitsForEvent,
    {
        .api = {"cuGraphAddEventWaitNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddEventWaitNode",
            .quote = "The graph node will wait for all work captured in event."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DEFAULT));
  cudasem::DrvStream other;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(other.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::MarkerCopy marker;
  CUgraphNode wait = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddEventWaitNode(&wait, rig.graph(), nullptr, 0, event));
  ASSERT_NO_FATAL_FAILURE(marker.add_copy_node(rig, {wait}));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  auto r = cudasem::call_behind_gate(other.get(), [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(other.get(), marker.host(), 0xe5e7));
    CUDASEM_EXPECT_CU_OK(drv.cuEventRecord(event, other));
    CUDASEM_EXPECT_CU_OK(drv.cuGraphLaunch(exec, rig.stream()));
    CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(rig.stream()));
  });
  cudasem::measure("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("copied_word", cudasem::driver_api::MarkerCopy::copied(rig), 0xe5e7u);
}
