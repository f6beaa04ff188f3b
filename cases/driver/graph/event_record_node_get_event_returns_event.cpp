// SPDX-License-Identifier: Apache-2.0
// An event record node added with an event: cuGraphEventRecordNodeGetEvent must return that event.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphEventRecordNodeGetEvent, ReturnsNodeEvent,
    {
        .api = {"cuGraphEventRecordNodeGetEvent"},
        .cite = {.doc = "DRV",
            .section = "cuGraphEventRecordNodeGetEvent",
            .quote = "Returns the event of event record node hNode in event_out."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::EventNodeRig r;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_event_node(r, /*wait=*/false));
  CUevent got = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphEventRecordNodeGetEvent(r.node, &got));

  CUDASEM_EXPECT_TRUE_NAMED("returned_event_is_node_event", got == r.first_event.get());
}
