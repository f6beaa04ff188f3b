// SPDX-License-Identifier: Apache-2.0
// A thread in Relaxed mode may call cudaMalloc while another thread has a Global-mode capture.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureModeRelaxed, ThreadMallocAllowed,
    {
        .api = {"cudaThreadExchangeStreamCaptureMode", "cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote =
                "cudaStreamCaptureModeRelaxed: The local thread is not prohibited from potentially unsafe API calls."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::capture;
  cudaError_t malloc_result = cudaSuccess;
  malloc_under_capture({.capture_mode = cudaStreamCaptureModeGlobal,
                           .caller_mode = cudaStreamCaptureModeRelaxed,
                           .caller = CallingThread::other},  // from another thread
      &malloc_result);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_OK_OF(cudaMalloc, malloc_result);
}
