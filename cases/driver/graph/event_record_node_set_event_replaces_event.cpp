// SPDX-License-Identifier: Apache-2.0
// An event record node added with a first event is set to a second one:
// cuGraphEventRecordNodeGetEvent must then return the second event.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphEventRecordNodeSetEvent, ReplacesEvent,
    {
        .api = {"cuGraphEventRecordNodeSetEvent"},
        .cite = {.doc = "DRV",
            .section = "cuGraphEventRecordNodeSetEvent",
            .quote = "Sets the event of event record node hNode to event."},
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

  CUDASEM_ASSERT_CU_OK(drv.cuGraphEventRecordNodeSetEvent(node, second_event));

  CUevent got = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphEventRecordNodeGetEvent(node, &got));
  cudasem::observe("returned_event_is_second_event", got == second_event.get());
  EXPECT_EQ(got, second_event.get());
}
