// SPDX-License-Identifier: Apache-2.0
// cudaFreeAsync of a captured allocation becomes a memory free node whose address is the
// allocation's.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureMemory, FreeAsyncCreatesFreeNode,
    {
        .api = {"cudaFreeAsync"},
        .cite = {.doc = "RT",
            .section = "cudaFreeAsync",
            .quote = "During stream capture, this function results in the creation of a free node"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  void* p = nullptr;
  CUDASEM_EXPECT_OK(cudaMallocAsync(&p, 1 << 20, s));
  CUDASEM_EXPECT_OK(cudaFreeAsync(p, s));
  cudaStreamCaptureStatus st{};
  const cudaGraphNode_t* deps = nullptr;
  size_t ndeps = 0;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, nullptr, &deps, nullptr, &ndeps));
  cudaGraphNode_t last = ndeps == 1 ? deps[0] : nullptr;
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(s, &end);
  CUDASEM_ASSERT_OK_OF(cudaStreamEndCapture, end);
  CUDASEM_ASSERT_TRUE_NAMED("last_node.captured", last != nullptr);

  cudaGraphNodeType t{};
  CUDASEM_EXPECT_OK(cudaGraphNodeGetType(last, &t));
  void* freed = nullptr;
  if (t == cudaGraphNodeTypeMemFree) CUDASEM_EXPECT_OK(cudaGraphMemFreeNodeGetParams(last, &freed));
  CUDASEM_EXPECT_EQ_NAMED("last_node_type", static_cast<int>(t), static_cast<int>(cudaGraphNodeTypeMemFree));
  CUDASEM_EXPECT_TRUE_NAMED("free_node.frees_the_allocation", freed == p);
}
