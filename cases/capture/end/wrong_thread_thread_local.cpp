// SPDX-License-Identifier: Apache-2.0
// A capture begun in mode ThreadLocal and ended from another thread fails with
// cudaErrorStreamCaptureWrongThread.
#include "cudasem/cudasem.h"
#include "../../graphs/graph_helpers.h"

#include <thread>

CUDASEM_CASE(CudaStreamEndCapture, WrongThreadThreadLocal, {
    .api = {"cudaStreamEndCapture"},
    .cite = {.doc = "RT", .section = "cudaError (cudaErrorStreamCaptureWrongThread)",
             .quote = "A stream capture sequence not initiated with the cudaStreamCaptureModeRelaxed argument to cudaStreamBeginCapture was passed to cudaStreamEndCapture in a different thread."},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
  cudaError_t other = cudaSuccess;
  cudaGraph_t other_graph = nullptr;
  std::thread([&] { other = cudaStreamEndCapture(s, &other_graph); }).join();
  cudasem::graphs::Graph stray(other_graph);
  cudasem::graphs::Graph g = cudasem::graphs::end_capture(s);  // cleanup on the initiating thread

  CUDASEM_EXPECT_ERROR_OF(cudaStreamEndCapture, other, cudaErrorStreamCaptureWrongThread);
}
