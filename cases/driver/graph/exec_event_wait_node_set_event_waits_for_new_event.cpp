// SPDX-License-Identifier: Apache-2.0
// An executable graph (event wait node on a never-recorded first event, then a memcpy node copying
// a mapped marker word to device memory) has its wait node set to a second event, recorded in
// another stream after a gated kernel that writes the marker: the copy must see the marker.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecEventWaitNodeSetEvent, WaitsForNewEvent,
    {
        .api = {"cuGraphExecEventWaitNodeSetEvent"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecEventWaitNodeSetEvent",
            .quote = "Sets the event of an event wait node in an executable graph hGraphExec."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvEvent first_event;
  cudasem::driver_api::DrvEvent second_event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(first_event.out(), CU_EVENT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(second_event.out(), CU_EVENT_DEFAULT));
  cudasem::DrvStream other;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(other.out(), CU_STREAM_NON_BLOCKING));
  cudasem::driver_api::MarkerCopy marker;
  CUgraphNode wait = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddEventWaitNode(&wait, rig.graph(), nullptr, 0, first_event));
  ASSERT_NO_FATAL_FAILURE(marker.add_copy_node(rig, {wait}));
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecEventWaitNodeSetEvent(exec, wait, second_event));

  auto r = cudasem::call_behind_gate(other.get(), [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(other.get(), marker.host(), 0xe5e7));
    CUDASEM_EXPECT_CU_OK(drv.cuEventRecord(second_event, other));
    CUDASEM_EXPECT_CU_OK(drv.cuGraphLaunch(exec, rig.stream()));
    CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(rig.stream()));
  });
  cudasem::measure("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("copied_word", cudasem::driver_api::MarkerCopy::copied(rig), 0xe5e7u);
}
