// SPDX-License-Identifier: Apache-2.0
// A gate holds stream A; an event recorded in A; cuCtxWaitEvent(primary context, event); then a
// kernel enqueued in another non-blocking stream B of the context (created before the wait) reads
// the gate's done flag: it must read 1 (the gate's watchdog releases it after 100 ms).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxWaitEvent, OrdersFutureWork,
    {
        .api = {"cuCtxWaitEvent"},
        .cite = {.doc = "DRV",
            .section = "cuCtxWaitEvent",
            .quote = "Makes all future work submitted to context hCtx wait for all work captured in hEvent."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_wait_orders_later_kernel(cudasem::driver_api::Waiter::ctx_wait_event));
}
