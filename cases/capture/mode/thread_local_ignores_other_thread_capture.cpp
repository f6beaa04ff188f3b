// SPDX-License-Identifier: Apache-2.0
// A thread in ThreadLocal mode may call cudaMalloc while another thread has a Global-mode capture.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureModeThreadLocal, IgnoresOtherThreadCapture,
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
  malloc_under_capture({.capture_mode = cudaStreamCaptureModeGlobal,
                           .caller_mode = cudaStreamCaptureModeThreadLocal,
                           .caller = CallingThread::other},  // from another thread
      &malloc_result);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_OK_OF(cudaMalloc, malloc_result);
}
