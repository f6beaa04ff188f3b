// SPDX-License-Identifier: Apache-2.0
// Characterization: a capture begun in Relaxed mode ended from another thread (the same-thread
// rule is only stated for the other modes).
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

#include <thread>

CUDASEM_CASE(CudaStreamEndCapture, RelaxedOtherThread,
    {
        .api = {"cudaStreamEndCapture"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamEndCapture",
            .quote =
                "If the mode argument to cudaStreamBeginCapture was not cudaStreamCaptureModeRelaxed, this call must be from the same thread as cudaStreamBeginCapture."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaError_t other = cudaSuccess;
  cudaGraph_t other_graph = nullptr;
  std::thread([&] { other = cudaStreamEndCapture(s, &other_graph); }).join();
  cudasem::Graph g(other_graph);
  cudaStreamCaptureStatus st{};
  CUDASEM_EXPECT_OK(cudaStreamIsCapturing(s, &st));
  if (st != cudaStreamCaptureStatusNone) cudasem::Graph cleanup = cudasem::capture::end_capture(s);

  cudasem::observe("end_from_other_thread", other);
  cudasem::observe("graph_returned", other_graph != nullptr);
}
