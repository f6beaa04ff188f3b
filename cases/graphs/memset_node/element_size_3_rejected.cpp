// SPDX-License-Identifier: Apache-2.0
// cudaGraphAddMemsetNode of a memset node with a 3-byte element size: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddMemsetNode, ElementSize3Rejected,
    {
        .api = {"cudaGraphAddMemsetNode"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemsetNode",
            .quote = "The element size must be 1, 2, or 4 bytes."},
        .claim = cudasem::Claim::caller_requirement,
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
  cudasem::observe("cudaGraphAddMemsetNode_result", cudaGraphAddMemsetNode(&n, g.get(), nullptr, 0, &p));
}
