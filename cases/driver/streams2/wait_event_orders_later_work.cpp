// SPDX-License-Identifier: Apache-2.0
// A gate holds stream A and an event is recorded after it; cuStreamWaitEvent(B, event); a kernel
// enqueued in B afterwards reads the gate's done flag: it must read 1 (the gate's watchdog
// releases it after 100 ms).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitEvent, OrdersLaterWork,
    {
        .api = {"cuStreamWaitEvent"},
        .cite = {.doc = "DRV",
            .section = "cuStreamWaitEvent",
            .quote = "Makes all future work submitted to hStream wait for all work captured in hEvent."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_wait_orders_later_kernel(cudasem::driver_api::Waiter::stream_wait_event));
}
