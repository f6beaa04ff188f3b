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
  CUDASEM_ASSERT_TRUE_NAMED("capture_graph.created", g.get() != nullptr);
  size_t roots = 0;
  CUDASEM_EXPECT_OK(cudaGraphGetRootNodes(g.get(), nullptr, &roots));

  cudasem::observe("dependencies_at_start", ndeps);
  CUDASEM_EXPECT_OK_OF(cudaStreamGetCaptureInfo, r);
  CUDASEM_EXPECT_EQ_NAMED("status.at_start", st, cudaStreamCaptureStatusActive);
  CUDASEM_EXPECT_EQ_NAMED("dependencies.count_at_start", ndeps, 0u);
  CUDASEM_EXPECT_EQ_NAMED("graph.root_count", roots, 1u);
}
