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
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::TwoGreen two;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_two_green(two));
  cudasem::driver_api::GreenKernels k;
  cudasem::DrvStream sa, sb;
  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxStreamCreate(sa.out(), two.a, CU_STREAM_NON_BLOCKING, 0));
  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxStreamCreate(sb.out(), two.b, CU_STREAM_NON_BLOCKING, 0));
  CUDASEM_ASSERT_CU_OK(k.warm_up(sa));
  CUDASEM_ASSERT_CU_OK(k.warm_up(sb));
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DISABLE_TIMING));
  k.set_seen(0xffffffffu);
  CUDASEM_ASSERT_CU_OK(k.launch_hold(sa, std::chrono::milliseconds(300)));

  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxRecordEvent(two.a, event));

  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitEvent(sb, event, CU_EVENT_WAIT_DEFAULT));
  CUDASEM_ASSERT_CU_OK(k.launch_copy_done(sb));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(sb));
  const unsigned seen = k.seen();
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(sa));
  cudasem::observe("waiter_saw_hold_done", seen);
  EXPECT_EQ(seen, 1u);
}
