// SPDX-License-Identifier: Apache-2.0
// An event wait node added with a first event is set to a second one: cuGraphEventWaitNodeGetEvent
// must then return the second event.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphEventWaitNodeSetEvent, ReplacesEvent,
    {
        .api = {"cuGraphEventWaitNodeSetEvent"},
        .cite = {.doc = "DRV",
            .section = "cuGraphEventWaitNodeSetEvent",
            .quote = "Sets the event of event wait node hNode to event."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::EventNodeRig r;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_event_node(r, /*wait=*/true));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphEventWaitNodeSetEvent(r.node, r.second_event));

  CUevent got = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphEventWaitNodeGetEvent(r.node, &got));
  CUDASEM_EXPECT_TRUE_NAMED("returned_event_is_second_event", got == r.second_event.get());
}
