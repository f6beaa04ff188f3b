// SPDX-License-Identifier: Apache-2.0
// An empty node added directly to the graph being captured into (through the handle from
// cudaStreamGetCaptureInfo) is in the graph returned by cudaStreamEndCapture.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamGetCaptureInfo, GraphOutAcceptsNodes,
    {
        .api = {"cudaStreamGetCaptureInfo"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetCaptureInfo",
            .quote =
                "All operations other than destroy and node removal are permitted on the graph while the capture sequence is in progress."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaStreamCaptureStatus st{};
  cudaGraph_t during = nullptr;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, &during));
  cudaGraphNode_t extra = nullptr;
  cudaError_t add = during ? cudaGraphAddEmptyNode(&extra, during, nullptr, 0) : cudaErrorInvalidValue;
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(s, &end);

  CUDASEM_EXPECT_OK_OF(cudaGraphAddEmptyNode, add);
  CUDASEM_EXPECT_OK_OF(cudaStreamEndCapture, end);
  ASSERT_NE(g.get(), nullptr);
  size_t nodes = cudasem::node_count(g.get());
  CUDASEM_EXPECT_EQ_NAMED("node_count", nodes, 2u);
}
