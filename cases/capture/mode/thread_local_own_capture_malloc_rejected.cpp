// SPDX-License-Identifier: Apache-2.0
// In ThreadLocal mode, cudaMalloc in the thread that began a (ThreadLocal) capture fails.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureModeThreadLocal, OwnCaptureMallocRejected,
    {
        .api = {"cudaThreadExchangeStreamCaptureMode", "cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote =
                "cudaStreamCaptureModeThreadLocal: If the local thread has an ongoing capture sequence not initiated with cudaStreamCaptureModeRelaxed, it is prohibited from potentially unsafe API calls. Concurrent capture sequences in other threads are ignored."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::capture;
  cudaError_t malloc_result = cudaSuccess;
  malloc_under_capture({.capture_mode = cudaStreamCaptureModeThreadLocal,
                           .caller_mode = cudaStreamCaptureModeThreadLocal,
                           .caller = CallingThread::capturing},  // in the capturing thread
      &malloc_result);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_TRUE_NAMED("malloc.rejected_in_capturing_thread", malloc_result != cudaSuccess);
}
