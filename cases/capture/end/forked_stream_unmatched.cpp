// SPDX-License-Identifier: Apache-2.0
// Characterization: ending the capture on a stream that joined it through an event wait (not the
// stream that began it); the text says capture must have been initiated on that stream, and names
// no outcome: records the code.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamEndCapture, ForkedStreamUnmatched,
    {
        .api = {"cudaStreamEndCapture"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamEndCapture",
            .quote = "Capture must have been initiated on stream via a call to cudaStreamBeginCapture."},
        .claim = cudasem::Claim::caller_requirement,
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
  cudasem::observe("end_on_forked_stream", r);
}
