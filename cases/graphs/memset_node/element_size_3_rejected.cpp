// SPDX-License-Identifier: Apache-2.0
// A memset node with a 3-byte element size is rejected by cudaGraphAddMemsetNode.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddMemsetNode, ElementSize3Rejected,
    {
        .api = {"cudaGraphAddMemsetNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemsetNode",
            .quote = "The element size must be 1, 2, or 4 bytes."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned char> dev(96);
  cudaMemsetParams p{};
  p.dst = dev.data();
  p.pitch = 0;
  p.value = 1;
  p.elementSize = 3;
  p.width = 32;
  p.height = 1;
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphAddMemsetNode(&n, g.get(), nullptr, 0, &p));
}
