// SPDX-License-Identifier: Apache-2.0
// A thread in Global mode may not call cudaMalloc while another thread has a Global-mode capture.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureModeGlobal, OtherThreadMallocRejected,
    {
        .api = {"cudaThreadExchangeStreamCaptureMode", "cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote =
                "If the local thread has an ongoing capture sequence that was not initiated with cudaStreamCaptureModeRelaxed at cuStreamBeginCapture, or if any other thread has a concurrent capture sequence initiated with cudaStreamCaptureModeGlobal, this thread is prohibited from potentially unsafe API calls."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::capture;
  cudaError_t malloc_result = cudaSuccess;
  malloc_under_capture({.capture_mode = cudaStreamCaptureModeGlobal,
                           .caller_mode = cudaStreamCaptureModeGlobal,
                           .caller = CallingThread::other},  // from another thread
      &malloc_result);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_TRUE_NAMED("malloc.rejected_in_other_thread", malloc_result != cudaSuccess);
}
