// SPDX-License-Identifier: Apache-2.0
// A free node for an address from cudaMalloc (not from an allocation node): cudaErrorInvalidValue.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddMemFreeNode, NonGraphAddressRejected,
    {
        .api = {"cudaGraphAddMemFreeNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemFreeNode",
            .quote =
                "cudaGraphAddMemFreeNode will return cudaErrorInvalidValue if the user attempts to free: - an allocation twice in the same graph. - an address that was not returned by an allocation node."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(256);
  Graph g = make_graph();
  cudaGraphNode_t f = nullptr;
  CUDASEM_EXPECT_ERROR(cudaGraphAddMemFreeNode(&f, g.get(), nullptr, 0, d.data()), cudaErrorInvalidValue);
}
