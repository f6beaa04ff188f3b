// SPDX-License-Identifier: Apache-2.0
// A second cuStreamBeginCapture on a stream that is already capturing must fail (a documented
// code, recorded); the first capture is then ended.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamBeginCapture, AlreadyCapturingFails,
    {
        .api = {"cuStreamBeginCapture"},
        .cite = {.doc = "DRV",
            .section = "cuStreamBeginCapture",
            .quote = "it may only be initiated if the stream is not already in capture mode."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL));
  cudasem::driver_api::CaptureGuard guard(rig.stream());

  CUDASEM_EXPECT_CU_FAILURE(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL));
}
