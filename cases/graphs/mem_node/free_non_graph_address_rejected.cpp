// SPDX-License-Identifier: Apache-2.0
// A free node for an address from cudaMalloc (not from an allocation node): cudaErrorInvalidValue.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(CudaGraphAddMemFreeNode, NonGraphAddressRejected, {
    .id = "graphs.mem_node.free_non_graph_address_rejected",
    .cite = {.doc = "RT", .section = "cudaGraphAddMemFreeNode",
             .quote = "- an address that was not returned by an allocation node.", .version = "13.0"},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(256);
  Graph g = make_graph();
  cudaGraphNode_t f = nullptr;
  CUDASEM_EXPECT_ERROR(cudaGraphAddMemFreeNode(&f, g.get(), nullptr, 0, d.data()), cudaErrorInvalidValue);
}
