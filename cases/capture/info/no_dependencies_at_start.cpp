// SPDX-License-Identifier: Apache-2.0
// Right after cudaStreamBeginCapture the dependency set is empty, and the first captured node
// is a root of the graph.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamGetCaptureInfo, NoDependenciesAtStart,
    {
        .api = {"cudaStreamGetCaptureInfo"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetCaptureInfo",
            .quote =
                "The next node to be captured in the stream will depend on this set of nodes, absent operations such as event wait which modify this set."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus st{};
  const cudaGraphNode_t* deps = nullptr;
  size_t ndeps = 99;
  cudaError_t r = cudaStreamGetCaptureInfo(s, &st, nullptr, nullptr, &deps, nullptr, &ndeps);
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudasem::Graph g = cudasem::capture::end_capture(s);
  ASSERT_NE(g.get(), nullptr);
  size_t roots = 0;
  CUDASEM_EXPECT_OK(cudaGraphGetRootNodes(g.get(), nullptr, &roots));

  cudasem::observe("dependencies_at_start", ndeps);
  CUDASEM_EXPECT_OK_OF(cudaStreamGetCaptureInfo, r);
  EXPECT_EQ(st, cudaStreamCaptureStatusActive);
  EXPECT_EQ(ndeps, 0u);
  EXPECT_EQ(roots, 1u);
}
