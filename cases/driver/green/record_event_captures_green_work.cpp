// SPDX-License-Identifier: Apache-2.0
// A kernel holds a stream of green context A (until released or 300 ms); cuGreenCtxRecordEvent(A,
// event); a stream of green context B waits for the event (cuStreamWaitEvent) and then copies the
// hold kernel's done flag: it must read 1, so the event captured A's running kernel.
#include "../driver_events.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxRecordEvent, CapturesGreenWork,
    {
        .api = {"cuGreenCtxRecordEvent"},
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxRecordEvent",
            .quote = "Captures in hEvent all the activities of the green context of hCtx at the time of this call."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GreenHold g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::start_green_hold(g));

  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxRecordEvent(g.two.a, g.event));

  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitEvent(g.sb, g.event, CU_EVENT_WAIT_DEFAULT));
  cudasem::driver_api::expect_green_hold_seen(g, "waiter_saw_hold_done");
}
