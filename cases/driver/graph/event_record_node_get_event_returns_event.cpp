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
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvEvent first_event;
  cudasem::driver_api::DrvEvent second_event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(first_event.out(), CU_EVENT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(second_event.out(), CU_EVENT_DEFAULT));
  CUgraphNode node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddEventRecordNode(&node, rig.graph(), nullptr, 0, first_event));
  CUevent got = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphEventRecordNodeGetEvent(node, &got));

  cudasem::observe("returned_event_is_node_event", got == first_event.get());
  EXPECT_EQ(got, first_event.get());
}
