// SPDX-License-Identifier: Apache-2.0
// On a new thread, exchanging the capture mode for CU_STREAM_CAPTURE_MODE_RELAXED must hand back
// the thread's previous mode, CU_STREAM_CAPTURE_MODE_GLOBAL (the mode is then restored).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuThreadExchangeStreamCaptureMode, DefaultIsGlobal,
    {
        .api = {"cuThreadExchangeStreamCaptureMode"},
        .cite = {.doc = "DRV",
            .section = "cuThreadExchangeStreamCaptureMode",
            .quote = "CU_STREAM_CAPTURE_MODE_GLOBAL: This is the default mode."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUresult first = CUDA_ERROR_UNKNOWN;
  CUresult restore = CUDA_ERROR_UNKNOWN;
  CUstreamCaptureMode previous = CU_STREAM_CAPTURE_MODE_RELAXED;

  std::thread t([&] {
    CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_RELAXED;
    first = drv.cuThreadExchangeStreamCaptureMode(&mode);
    previous = mode;
    restore = drv.cuThreadExchangeStreamCaptureMode(&mode);
  });
  t.join();

  CUDASEM_ASSERT_CU_OK_OF(cuThreadExchangeStreamCaptureMode, first);
  CUDASEM_EXPECT_CU_OK_OF(cuThreadExchangeStreamCaptureMode, restore);
  CUDASEM_EXPECT_EQ_NAMED("initial_thread_mode", previous, CU_STREAM_CAPTURE_MODE_GLOBAL);
}
