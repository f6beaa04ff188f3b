// SPDX-License-Identifier: Apache-2.0
// Flags 0 adds to the dependency set: the next captured kernel depends on the kernel captured before
// and on the node passed in.
#include "cudasem/cudasem.h"
#include "../../graphs/graph_helpers.h"

CUDASEM_CASE(CudaStreamUpdateCaptureDependencies, ZeroFlagsAddDependencies, {
    .api = {"cudaStreamUpdateCaptureDependencies"},
    .cite = {.doc = "RT", .section = "cudaStreamUpdateCaptureDependencies",
             .quote = "A flags value of 0 defaults to cudaStreamAddCaptureDependencies."},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaStreamCaptureStatus st{};
  cudaGraph_t during = nullptr;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, &during));
  cudaGraphNode_t extra = nullptr;
  if (during) CUDASEM_EXPECT_OK(cudaGraphAddEmptyNode(&extra, during, nullptr, 0));
  cudaError_t upd = cudaStreamUpdateCaptureDependencies(s, &extra, nullptr, 1, 0);
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
  EXPECT_EQ(n, 2u);
  EXPECT_TRUE(depends_on_extra);
}
