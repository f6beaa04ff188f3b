// SPDX-License-Identifier: Apache-2.0
// A thread's capture interaction mode starts as cudaStreamCaptureModeGlobal (in the main thread
// and in a new thread after the main thread changed its own).
#include "cudasem/cudasem.h"

#include <thread>

CUDASEM_CASE(CudaThreadExchangeStreamCaptureMode, DefaultIsGlobalPerThread,
    {
        .api = {"cudaThreadExchangeStreamCaptureMode"},
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote = "cudaStreamCaptureModeGlobal: This is the default mode."},
        .claim = cudasem::Claim::promise,
    }) {
  cudaStreamCaptureMode main_mode = cudaStreamCaptureModeRelaxed;
  CUDASEM_ASSERT_OK(cudaThreadExchangeStreamCaptureMode(&main_mode));  // main: now Relaxed
  cudaStreamCaptureMode other_mode = cudaStreamCaptureModeThreadLocal;
  cudaError_t other = cudaSuccess;
  std::thread([&] {
    other = cudaThreadExchangeStreamCaptureMode(&other_mode);
    cudaStreamCaptureMode back = other_mode;
    cudaThreadExchangeStreamCaptureMode(&back);
  }).join();
  cudaStreamCaptureMode restore = main_mode;
  CUDASEM_EXPECT_OK(cudaThreadExchangeStreamCaptureMode(&restore));

  cudasem::observe("main_initial", static_cast<int>(main_mode));
  cudasem::observe("new_thread_initial", static_cast<int>(other_mode));
  CUDASEM_EXPECT_OK_OF(cudaThreadExchangeStreamCaptureMode, other);
  CUDASEM_EXPECT_EQ_NAMED("mode.main_thread_initial", main_mode, cudaStreamCaptureModeGlobal);
  CUDASEM_EXPECT_EQ_NAMED("mode.new_thread_initial", other_mode, cudaStreamCaptureModeGlobal);
}
