// SPDX-License-Identifier: Apache-2.0
// A kernel holds a stream of green context A (until released or 300 ms) and an event is recorded
// after it; cuGreenCtxWaitEvent(B, event); then a kernel in a stream of green context B (created
// before the wait) copies the hold kernel's done flag: it must read 1.
#include "../driver_events.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxWaitEvent, OrdersGreenWork,
    {
        .api = {"cuGreenCtxWaitEvent"},
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxWaitEvent",
            .quote = "Makes all future work submitted to green context hCtx wait for all work captured in hEvent."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GreenHold g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::start_green_hold(g));
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(g.event, g.sa));

  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxWaitEvent(g.two.b, g.event));

  cudasem::driver_api::expect_green_hold_seen(g, "later_kernel_saw_hold_done");
}
