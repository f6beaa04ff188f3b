// SPDX-License-Identifier: Apache-2.0
// On a new thread, the mode is set to CU_STREAM_CAPTURE_MODE_THREAD_LOCAL, then exchanged for
// CU_STREAM_CAPTURE_MODE_RELAXED: the second exchange must hand back
// CU_STREAM_CAPTURE_MODE_THREAD_LOCAL.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuThreadExchangeStreamCaptureMode, ReturnsPreviousMode,
    {
        .api = {"cuThreadExchangeStreamCaptureMode"},
        .cite = {.doc = "DRV",
            .section = "cuThreadExchangeStreamCaptureMode",
            .quote =
                "Sets the calling thread's stream capture interaction mode to the value contained in *mode, and overwrites *mode with the previous mode for the thread."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUresult first = CUDA_ERROR_UNKNOWN;
  CUresult second = CUDA_ERROR_UNKNOWN;
  CUstreamCaptureMode handed_back = CU_STREAM_CAPTURE_MODE_GLOBAL;

  std::thread t([&] {
    CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_THREAD_LOCAL;
    first = drv.cuThreadExchangeStreamCaptureMode(&mode);
    CUstreamCaptureMode relaxed = CU_STREAM_CAPTURE_MODE_RELAXED;
    second = drv.cuThreadExchangeStreamCaptureMode(&relaxed);
    handed_back = relaxed;
    drv.cuThreadExchangeStreamCaptureMode(&mode);
  });
  t.join();

  CUDASEM_ASSERT_CU_OK_OF(cuThreadExchangeStreamCaptureMode, first);
  CUDASEM_ASSERT_CU_OK_OF(cuThreadExchangeStreamCaptureMode, second);
  CUDASEM_EXPECT_EQ_NAMED("mode_handed_back", handed_back, CU_STREAM_CAPTURE_MODE_THREAD_LOCAL);
}
