// SPDX-License-Identifier: Apache-2.0
// cudaThreadExchangeStreamCaptureMode sets the new mode and hands back the previous one.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaThreadExchangeStreamCaptureMode, ReturnsPreviousMode,
    {
        .api = {"cudaThreadExchangeStreamCaptureMode"},
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote =
                "Sets the calling thread's stream capture interaction mode to the value contained in *mode, and overwrites *mode with the previous mode for the thread."},
        .claim = cudasem::Claim::promise,
    }) {
  cudaStreamCaptureMode m = cudaStreamCaptureModeRelaxed;
  CUDASEM_ASSERT_OK(cudaThreadExchangeStreamCaptureMode(&m));
  const cudaStreamCaptureMode first_previous = m;
  m = cudaStreamCaptureModeThreadLocal;
  CUDASEM_ASSERT_OK(cudaThreadExchangeStreamCaptureMode(&m));
  const cudaStreamCaptureMode second_previous = m;
  m = first_previous;
  CUDASEM_EXPECT_OK(cudaThreadExchangeStreamCaptureMode(&m));  // restore

  CUDASEM_EXPECT_EQ_NAMED("second_previous", second_previous, cudaStreamCaptureModeRelaxed);
  CUDASEM_EXPECT_EQ_NAMED("restore.previous_mode", m, cudaStreamCaptureModeThreadLocal);
}
