// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMalloc in a Global-mode thread whose own capture was begun Relaxed (the text
// only prohibits captures not begun Relaxed).
#include "cudasem/cudasem.h"
#include "../../graphs/graph_helpers.h"

#include <thread>

CUDASEM_CASE(CaptureModeRelaxed, OwnRelaxedCaptureMalloc, {
    .api = {"cudaThreadExchangeStreamCaptureMode", "cudaMalloc"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaThreadExchangeStreamCaptureMode",
             .quote = "If the local thread has an ongoing capture sequence that was not initiated with cudaStreamCaptureModeRelaxed at cuStreamBeginCapture, or if any other thread has a concurrent capture sequence initiated with cudaStreamCaptureModeGlobal, this thread is prohibited from potentially unsafe API calls."},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed));
  void* p = nullptr;
  cudaError_t r = cudaSuccess;
  auto attempt = [&] {
    cudaStreamCaptureMode m = cudaStreamCaptureModeGlobal;
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
}
