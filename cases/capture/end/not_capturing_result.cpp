// SPDX-License-Identifier: Apache-2.0
// cudaStreamEndCapture on a stream that never began a capture: the text requires a capture begun on
// the stream and names no error for a call without one (characterization: records the code, and
// whether a graph came back).
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"

CUDASEM_CASE(CudaStreamEndCapture, NotCapturingResultRecorded,
    {
        .api = {"cudaStreamEndCapture"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamEndCapture",
            .quote = "Capture must have been initiated on stream via a call to cudaStreamBeginCapture."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudaGraph_t g = nullptr;

  // A caller requirement: the case records what the call returns.
  const cudaError_t result = cudaStreamEndCapture(s, &g);
  cudasem::Graph owner(g);
  cudasem::observe("end_capture_result", result);
  cudasem::observe("graph_returned", g != nullptr);  // a NULL graph is promised only for an invalidated capture

  cudasem::last_error(cudasem::LastError::clear);
}
