// SPDX-License-Identifier: Apache-2.0
// After one captured kernel, cudaStreamGetCaptureInfo reports one dependency, and the next
// captured kernel depends on exactly that node.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamGetCaptureInfo, DependenciesAreNextNodesDependencies,
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
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaStreamCaptureStatus st{};
  const cudaGraphNode_t* deps = nullptr;
  size_t ndeps = 0;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, nullptr, &deps, nullptr, &ndeps));
  cudaGraphNode_t reported = ndeps == 1 ? deps[0] : nullptr;
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  const cudaGraphNode_t* deps2 = nullptr;
  size_t ndeps2 = 0;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, nullptr, &deps2, nullptr, &ndeps2));
  cudaGraphNode_t second = ndeps2 == 1 ? deps2[0] : nullptr;
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(s, &end);
  CUDASEM_ASSERT_OK_OF(cudaStreamEndCapture, end);

  cudaGraphNode_t second_deps[2] = {};
  size_t n = 2;
  CUDASEM_ASSERT_TRUE_NAMED("second_node.captured", second != nullptr);
  CUDASEM_EXPECT_OK(cudaGraphNodeGetDependencies(second, second_deps, nullptr, &n));
  CUDASEM_EXPECT_EQ_NAMED("dependencies_after_first", ndeps, 1u);
  CUDASEM_EXPECT_EQ_NAMED("dependencies_of_second", n, 1u);
  CUDASEM_EXPECT_TRUE_NAMED("second_node.depends_on_reported_node", second_deps[0] == reported);
}
