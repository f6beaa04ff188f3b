// SPDX-License-Identifier: Apache-2.0
// A capture begun with CU_STREAM_CAPTURE_MODE_GLOBAL is ended from another thread (with the
// primary context current there): that cuStreamEndCapture returns CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD,
// the code whose own text is this condition (and which cuStreamEndCapture's list names); the capture
// is then ended on the first thread.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamEndCapture, OtherThreadGlobalModeFails,
    {
        .api = {"cuStreamEndCapture"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD)",
            .quote = "A stream capture sequence not initiated with the CU_STREAM_CAPTURE_MODE_RELAXED argument to "
                     "cuStreamBeginCapture was passed to cuStreamEndCapture in a different thread."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
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
  CUDASEM_EXPECT_CU_ERROR_OF(cuStreamEndCapture, other_thread, CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD);
}
