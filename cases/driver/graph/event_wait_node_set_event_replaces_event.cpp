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
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvEvent first_event;
  cudasem::driver_api::DrvEvent second_event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(first_event.out(), CU_EVENT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(second_event.out(), CU_EVENT_DEFAULT));
  CUgraphNode node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddEventWaitNode(&node, rig.graph(), nullptr, 0, first_event));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphEventWaitNodeSetEvent(node, second_event));

  CUevent got = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphEventWaitNodeGetEvent(node, &got));
  cudasem::observe("returned_event_is_second_event", got == second_event.get());
  EXPECT_EQ(got, second_event.get());
}
