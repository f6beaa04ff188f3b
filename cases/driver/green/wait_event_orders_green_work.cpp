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
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(event, sa));

  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxWaitEvent(two.b, event));

  CUDASEM_ASSERT_CU_OK(k.launch_copy_done(sb));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(sb));
  const unsigned seen = k.seen();
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(sa));
  cudasem::observe("later_kernel_saw_hold_done", seen);
  EXPECT_EQ(seen, 1u);
}
