// SPDX-License-Identifier: Apache-2.0
// A thread in Relaxed mode may call cudaMalloc while another thread has a Global-mode capture.
#include "cudasem/cudasem.h"
#include "../../graphs/graph_helpers.h"

#include <thread>

CUDASEM_CASE(CaptureModeRelaxed, ThreadMallocAllowed, {
    .api = {"cudaThreadExchangeStreamCaptureMode", "cudaMalloc"},
    .cite = {.doc = "RT", .section = "cudaThreadExchangeStreamCaptureMode",
             .quote = "cudaStreamCaptureModeRelaxed: The local thread is not prohibited from potentially unsafe API calls."},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  void* p = nullptr;
  cudaError_t r = cudaSuccess;
  auto attempt = [&] {
    cudaStreamCaptureMode m = cudaStreamCaptureModeRelaxed;
    cudaThreadExchangeStreamCaptureMode(&m);
    r = cudaMalloc(&p, 4096);
    cudaThreadExchangeStreamCaptureMode(&m);
  };
  std::thread(attempt).join();  // from another thread
  cudaError_t end = cudaSuccess;
  cudasem::graphs::Graph g = cudasem::graphs::end_capture(s, &end);
  if (p) CUDASEM_EXPECT_OK(cudaFree(p));

  cudasem::observe("malloc_result", cudasem::error_text(r));
  cudasem::observe("end_capture", cudasem::error_text(end));
  CUDASEM_EXPECT_OK_OF(cudaMalloc, r);
}
