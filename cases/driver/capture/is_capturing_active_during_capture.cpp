// SPDX-License-Identifier: Apache-2.0
// cuStreamIsCapturing of a stream between cuStreamBeginCapture and cuStreamEndCapture must report
// CU_STREAM_CAPTURE_STATUS_ACTIVE.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamIsCapturing, ActiveDuringCapture,
    {
        .api = {"cuStreamIsCapturing"},
        .cite = {.doc = "DRV",
            .section = "cuStreamIsCapturing",
            .quote = "CU_STREAM_CAPTURE_STATUS_ACTIVE: The stream is capturing."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL));
  cudasem::driver_api::CaptureGuard guard(rig.stream());
  CUstreamCaptureStatus status = CU_STREAM_CAPTURE_STATUS_NONE;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamIsCapturing(rig.stream(), &status));

  CUDASEM_EXPECT_EQ_NAMED("capture_status", status, CU_STREAM_CAPTURE_STATUS_ACTIVE);
}
