// SPDX-License-Identifier: Apache-2.0
// A second free node for the same allocation in one graph: cudaErrorInvalidValue.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddMemFreeNode, FreeTwiceRejected,
    {
        .api = {"cudaGraphAddMemFreeNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemFreeNode",
            .quote =
                "cudaGraphAddMemFreeNode will return cudaErrorInvalidValue if the user attempts to free: - an allocation twice in the same graph."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaMemAllocNodeParams ap = alloc_node_params(1 << 20);
  cudaGraphNode_t a = nullptr, f1 = nullptr, f2 = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemAllocNode(&a, g.get(), nullptr, 0, &ap));
  CUDASEM_ASSERT_OK(cudaGraphAddMemFreeNode(&f1, g.get(), &a, 1, ap.dptr));
  CUDASEM_EXPECT_ERROR(cudaGraphAddMemFreeNode(&f2, g.get(), &f1, 1, ap.dptr), cudaErrorInvalidValue);
}
