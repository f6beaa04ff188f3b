// SPDX-License-Identifier: Apache-2.0
// A capture begun with CU_STREAM_CAPTURE_MODE_GLOBAL is ended from another thread (with the
// primary context current there): that cuStreamEndCapture must fail (a documented code, recorded);
// the capture is then ended on the first thread.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamEndCapture, OtherThreadGlobalModeFails,
    {
        .api = {"cuStreamEndCapture"},
        .cite = {.doc = "DRV",
            .section = "cuStreamEndCapture",
            .quote =
                "If the mode argument to cuStreamBeginCapture was not CU_STREAM_CAPTURE_MODE_RELAXED, this call must be from the same thread as cuStreamBeginCapture."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL));
  cudasem::driver_api::CaptureGuard guard(rig.stream());
  CUresult other_thread = CUDA_SUCCESS;
  CUgraph stray = nullptr;
  std::thread t([&] {
    drv.cuCtxSetCurrent(rig.context());
    other_thread = drv.cuStreamEndCapture(rig.stream(), &stray);
    drv.cuCtxSetCurrent(nullptr);
  });
  t.join();

  if (stray) drv.cuGraphDestroy(stray);
  if (other_thread == CUDA_SUCCESS) guard.ended();
  CUDASEM_EXPECT_CU_FAILURE_OF(cuStreamEndCapture, other_thread);
}
