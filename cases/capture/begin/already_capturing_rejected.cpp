// SPDX-License-Identifier: Apache-2.0
// Characterization: a second cudaStreamBeginCapture on a stream that is already capturing; the
// text says capture may only be initiated on a stream not in capture mode, and names no outcome:
// records the code.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamBeginCapture, AlreadyCapturingRejected,
    {
        .api = {"cudaStreamBeginCapture"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamBeginCapture",
            .quote = "it may only be initiated if the stream is not already in capture mode."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaError_t again = cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  cudasem::Graph g = cudasem::capture::end_capture(s);

  cudasem::observe("begin_while_capturing", again);
}
