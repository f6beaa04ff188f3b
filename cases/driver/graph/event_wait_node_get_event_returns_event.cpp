// SPDX-License-Identifier: Apache-2.0
// An event wait node added with an event: cuGraphEventWaitNodeGetEvent must return that event.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphEventWaitNodeGetEvent, ReturnsNodeEvent,
    {
        .api = {"cuGraphEventWaitNodeGetEvent"},
        .cite = {.doc = "DRV",
            .section = "cuGraphEventWaitNodeGetEvent",
            .quote = "Returns the event of event wait node hNode in event_out."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::EventNodeRig r;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_event_node(r, /*wait=*/true));
  CUevent got = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphEventWaitNodeGetEvent(r.node, &got));

  CUDASEM_EXPECT_TRUE_NAMED("returned_event_is_node_event", got == r.first_event.get());
}
