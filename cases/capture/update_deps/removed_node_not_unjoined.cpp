// SPDX-License-Identifier: Apache-2.0
// A forked stream's node that is dropped from the dependency set with
// cudaStreamSetCaptureDependencies does not make cudaStreamEndCapture fail as unjoined.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamUpdateCaptureDependencies, RemovedNodeNotUnjoined,
    {
        .api = {"cudaStreamUpdateCaptureDependencies"},
        .cite = {.doc = "RT",
            .section = "cudaStreamUpdateCaptureDependencies",
            .quote =
                "Nodes that are removed from the dependency set via this API do not result in cudaErrorStreamCaptureUnjoined if they are unreachable from the stream at cudaStreamEndCapture."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));  // becomes unreachable below
  cudaStreamCaptureStatus st{};
  cudaGraph_t during = nullptr;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, &during));
  cudaGraphNode_t extra = nullptr;
  if (during) CUDASEM_EXPECT_OK(cudaGraphAddEmptyNode(&extra, during, nullptr, 0));
  CUDASEM_EXPECT_OK(cudaStreamUpdateCaptureDependencies(s, &extra, nullptr, 1, cudaStreamSetCaptureDependencies));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(s, &end);

  CUDASEM_EXPECT_OK_OF(cudaStreamEndCapture, end);
  CUDASEM_EXPECT_TRUE_NAMED("captured_graph.returned", g.get() != nullptr);
}
