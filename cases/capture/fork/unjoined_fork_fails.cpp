// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaStreamEndCapture on the origin stream while a forked stream's work was
// never joined back; the code cudaErrorStreamCaptureUnjoined describes this sequence, but
// cudaStreamEndCapture's text names no outcome for it: records the code.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureFork, UnjoinedForkFails,
    {
        .api = {"cudaStreamEndCapture"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorStreamCaptureUnjoined)",
            .quote = "The capture sequence contains a fork that was not joined to the primary stream."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream origin(cudaStreamNonBlocking), side(cudaStreamNonBlocking);
  cudasem::Event fork(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(origin, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudaEventRecord(fork, origin));
  CUDASEM_EXPECT_OK(cudaStreamWaitEvent(side, fork, 0));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(side));
  cudaGraph_t graph = nullptr;
  const cudaError_t end = cudaStreamEndCapture(origin, &graph);
  cudasem::Graph g(graph);
  cudaStreamCaptureStatus side_st{};
  cudaStreamIsCapturing(side, &side_st);
  if (side_st != cudaStreamCaptureStatusNone) cudasem::Graph cleanup = cudasem::capture::end_capture(side);

  cudasem::observe("side_status_after", static_cast<int>(side_st));
  cudasem::observe("end_with_unjoined_fork", end);
}
