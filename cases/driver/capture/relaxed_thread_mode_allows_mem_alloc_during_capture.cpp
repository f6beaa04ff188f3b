// SPDX-License-Identifier: Apache-2.0
// During a capture begun with CU_STREAM_CAPTURE_MODE_GLOBAL on this thread, the thread's mode is
// exchanged for CU_STREAM_CAPTURE_MODE_RELAXED: cuMemAlloc (an unsafe call, not captured) must
// succeed and the capture stay active; the mode is restored and the capture ended.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuThreadExchangeStreamCaptureMode, RelaxedAllowsMemAllocDuringCapture,
    {
        .api = {"cuThreadExchangeStreamCaptureMode"},
        .cite = {.doc = "DRV",
            .section = "cuThreadExchangeStreamCaptureMode",
            .quote =
                "CU_STREAM_CAPTURE_MODE_RELAXED: The local thread is not prohibited from potentially unsafe API calls."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::DeviceMem extra;  // released after the capture ended (the guard is destroyed first)
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL));
  cudasem::driver_api::CaptureGuard guard(rig.stream());
  CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_RELAXED;
  CUDASEM_ASSERT_CU_OK(drv.cuThreadExchangeStreamCaptureMode(&mode));

  const CUresult allocated = drv.cuMemAlloc(extra.out(), 4096);

  const CUstreamCaptureStatus status = cudasem::driver_api::capture_status(rig.stream());
  CUDASEM_EXPECT_CU_OK(drv.cuThreadExchangeStreamCaptureMode(&mode));
  CUDASEM_EXPECT_CU_OK_OF(cuMemAlloc, allocated);
  CUDASEM_EXPECT_EQ_NAMED("capture_status_after_alloc", status, CU_STREAM_CAPTURE_STATUS_ACTIVE);
}
