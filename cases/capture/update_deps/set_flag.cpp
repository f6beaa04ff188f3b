// SPDX-License-Identifier: Apache-2.0
// cudaStreamSetCaptureDependencies replaces the dependency set: the next captured kernel depends only on
// the node passed in, not on the kernel captured before.
#include "cudasem/cudasem.h"
#include "../../graphs/graph_helpers.h"

CUDASEM_CASE(CudaStreamUpdateCaptureDependencies, SetReplacesDependencies, {
    .api = {"cudaStreamUpdateCaptureDependencies"},
    .cite = {.doc = "RT", .section = "cudaStreamUpdateCaptureDependencies",
             .quote = "These control whether the set passed to the API is added to the existing set or replaces it."},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaStreamCaptureStatus st{};
  cudaGraph_t during = nullptr;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, &during));
  cudaGraphNode_t extra = nullptr;
  if (during) CUDASEM_EXPECT_OK(cudaGraphAddEmptyNode(&extra, during, nullptr, 0));
  cudaError_t upd = cudaStreamUpdateCaptureDependencies(s, &extra, nullptr, 1, cudaStreamSetCaptureDependencies);
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  const cudaGraphNode_t* deps = nullptr;
  size_t ndeps = 0;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, nullptr, &deps, nullptr, &ndeps));
  cudaGraphNode_t last = ndeps == 1 ? deps[0] : nullptr;
  cudaError_t end = cudaSuccess;
  cudasem::graphs::Graph g = cudasem::graphs::end_capture(s, &end);

  CUDASEM_ASSERT_OK_OF(cudaStreamUpdateCaptureDependencies, upd);
  CUDASEM_EXPECT_OK_OF(cudaStreamEndCapture, end);
  ASSERT_NE(last, nullptr);
  cudaGraphNode_t last_deps[4] = {};
  size_t n = 4;
  CUDASEM_EXPECT_OK(cudaGraphNodeGetDependencies(last, last_deps, nullptr, &n));
  bool depends_on_extra = false;
  for (size_t i = 0; i < n; ++i) depends_on_extra |= last_deps[i] == extra;
  cudasem::observe("dependencies_of_next_kernel", n);
  EXPECT_EQ(n, 1u);
  EXPECT_TRUE(depends_on_extra);
}
