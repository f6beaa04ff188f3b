// SPDX-License-Identifier: Apache-2.0
// In ThreadLocal mode, cudaMalloc in the thread that began a (ThreadLocal) capture fails.
#include "cudasem/cudasem.h"
#include "../../graphs/graph_helpers.h"

#include <thread>

CUDASEM_CASE(CaptureModeThreadLocal, OwnCaptureMallocRejected, {
    .api = {"cudaThreadExchangeStreamCaptureMode", "cudaMalloc"},
    .cite = {.doc = "RT", .section = "cudaThreadExchangeStreamCaptureMode",
             .quote = "cudaStreamCaptureModeThreadLocal: If the local thread has an ongoing capture sequence not initiated with cudaStreamCaptureModeRelaxed, it is prohibited from potentially unsafe API calls. Concurrent capture sequences in other threads are ignored."},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
  void* p = nullptr;
  cudaError_t r = cudaSuccess;
  auto attempt = [&] {
    cudaStreamCaptureMode m = cudaStreamCaptureModeThreadLocal;
    cudaThreadExchangeStreamCaptureMode(&m);
    r = cudaMalloc(&p, 4096);
    cudaThreadExchangeStreamCaptureMode(&m);
  };
  attempt();  // in the capturing thread
  cudaError_t end = cudaSuccess;
  cudasem::graphs::Graph g = cudasem::graphs::end_capture(s, &end);
  if (p) CUDASEM_EXPECT_OK(cudaFree(p));

  cudasem::observe("malloc_result", cudasem::error_text(r));
  cudasem::observe("end_capture", cudasem::error_text(end));
  EXPECT_NE(r, cudaSuccess);
}
