// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeSetParams on a memory allocation node fails (not supported for that type).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeSetParams, MemAllocUnsupported,
    {
        .api = {"cudaGraphNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeSetParams",
            .quote =
                "Modifying parameters is not supported for node types cudaGraphNodeTypeMemAlloc and cudaGraphNodeTypeMemFree."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNodeParams p{};
  p.type = cudaGraphNodeTypeMemAlloc;
  p.alloc.poolProps.allocType = cudaMemAllocationTypePinned;
  p.alloc.poolProps.location.type = cudaMemLocationTypeDevice;
  p.alloc.poolProps.location.id = 0;
  p.alloc.bytesize = 1 << 20;
  cudaGraphNode_t a = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddNode(&a, g.get(), nullptr, nullptr, 0, &p));
  cudaGraphNode_t f = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemFreeNode(&f, g.get(), &a, 1, p.alloc.dptr));
  cudaGraphNodeParams q = p;
  q.alloc.bytesize = 2 << 20;
  CUDASEM_EXPECT_FAILURE(cudaGraphNodeSetParams(a, &q));
}
