// SPDX-License-Identifier: Apache-2.0
// Ending the capture on a stream that joined it through an event wait (not the stream that
// began it) fails with cudaErrorStreamCaptureUnmatched.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamEndCapture, ForkedStreamUnmatched,
    {
        .api = {"cudaStreamEndCapture"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorStreamCaptureUnmatched)",
            .quote = "The capture was not initiated in this stream."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream origin(cudaStreamNonBlocking), forked(cudaStreamNonBlocking);
  cudasem::Event fork(cudaEventDisableTiming), join(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(origin, cudaStreamCaptureModeGlobal));
  CUDASEM_ASSERT_OK(cudaEventRecord(fork, origin));
  CUDASEM_ASSERT_OK(cudaStreamWaitEvent(forked, fork, 0));

  cudaGraph_t wrong = nullptr;
  cudaError_t r = cudaStreamEndCapture(forked, &wrong);
  cudasem::Graph stray(wrong);

  cudaEventRecord(join, forked);  // cleanup: join back and end on the origin stream
  cudaStreamWaitEvent(origin, join, 0);
  cudasem::Graph g = cudasem::capture::end_capture(origin);
  CUDASEM_EXPECT_ERROR_OF(cudaStreamEndCapture, r, cudaErrorStreamCaptureUnmatched);
}
