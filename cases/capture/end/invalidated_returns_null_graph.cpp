// SPDX-License-Identifier: Apache-2.0
// After a rule violation invalidated the capture (synchronizing the capturing stream),
// cudaStreamEndCapture returns a NULL graph.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"

CUDASEM_CASE(CudaStreamEndCapture, InvalidatedReturnsNullGraph,
    {
        .api = {"cudaStreamEndCapture"},
        .cite = {.doc = "RT",
            .section = "cudaStreamEndCapture",
            .quote =
                "If capture was invalidated, due to a violation of the rules of stream capture, then a NULL graph will be returned."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaError_t sync = cudaStreamSynchronize(s);
  cudaStreamCaptureStatus st{};
  CUDASEM_EXPECT_OK(cudaStreamIsCapturing(s, &st));
  cudasem::observe("sync_error", sync);
  CUDASEM_ASSERT_EQ_NAMED("status_before_end", st, cudaStreamCaptureStatusInvalidated)
      << "arrange: the capture was not invalidated";

  cudaGraph_t graph = nullptr;
  const cudaError_t end = cudaStreamEndCapture(s, &graph);
  cudasem::Graph g(graph);

  cudasem::observe("end_capture", end);
  CUDASEM_EXPECT_TRUE_NAMED("returned_graph.is_null", g.get() == nullptr);
}
