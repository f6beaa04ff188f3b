// SPDX-License-Identifier: Apache-2.0
// A second cudaStreamBeginCapture on a stream that is already capturing fails.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamBeginCapture, AlreadyCapturingRejected,
    {
        .api = {"cudaStreamBeginCapture"},
        .cite = {.doc = "RT",
            .section = "cudaStreamBeginCapture",
            .quote = "it may only be initiated if the stream is not already in capture mode."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaError_t again = cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  cudasem::Graph g = cudasem::capture::end_capture(s);

  CUDASEM_EXPECT_FAILURE_OF(cudaStreamBeginCapture, again);
}
