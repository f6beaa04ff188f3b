// SPDX-License-Identifier: Apache-2.0
// cuStreamIsCapturing of a stream whose capture sequence has ended must report
// CU_STREAM_CAPTURE_STATUS_NONE.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamIsCapturing, NoneAfterEnd,
    {
        .api = {"cuStreamIsCapturing"},
        .cite = {.doc = "DRV",
            .section = "cuStreamIsCapturing",
            .quote = "CU_STREAM_CAPTURE_STATUS_NONE: The stream is not capturing."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL));
  cudasem::driver_api::CaptureGuard guard(rig.stream());
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(rig.ints(), 1, rig.kCount, rig.stream()));
  cudasem::driver_api::DrvGraph captured;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamEndCapture(rig.stream(), captured.out()));
  guard.ended();
  CUstreamCaptureStatus status = CU_STREAM_CAPTURE_STATUS_ACTIVE;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamIsCapturing(rig.stream(), &status));

  CUDASEM_EXPECT_EQ_NAMED("capture_status", status, CU_STREAM_CAPTURE_STATUS_NONE);
}
