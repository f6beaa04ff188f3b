// SPDX-License-Identifier: Apache-2.0
// Memcpy nodes to and from a __device__ symbol: a ToSymbol node writes the symbol (at an offset),
// a FromSymbol node ordered after it reads the symbol back into pinned memory.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
__device__ unsigned graph_symbol[8];
}  // namespace

CUDASEM_CASE(CudaGraphAddMemcpyNodeToSymbol, SymbolRoundTrip,
    {
        .api = {"cudaGraphAddMemcpyNodeToSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddMemcpyNodeToSymbol",
            .quote =
                "When the graph is launched, the node will copy count bytes from the memory area pointed to by src to the memory area pointed to by offset bytes from the start of symbol symbol."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> src(4), dst(8);
  for (int i = 0; i < 4; ++i) src[i] = 100u + i;
  for (int i = 0; i < 8; ++i) dst[i] = 0;
  const unsigned zeros[8] = {};
  CUDASEM_ASSERT_OK(cudaMemcpyToSymbol(graph_symbol, zeros, sizeof zeros));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // a pageable H2D copy may still be in flight at return
  Graph g = make_graph();
  cudaGraphNode_t to = nullptr, from = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNodeToSymbol(
      &to, g.get(), nullptr, 0, graph_symbol, src.data(), src.bytes(), 4 * sizeof(unsigned), cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNodeFromSymbol(
      &from, g.get(), &to, 1, dst.data(), graph_symbol, dst.bytes(), 0, cudaMemcpyDeviceToHost));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const unsigned expected[8] = {0, 0, 0, 0, 100, 101, 102, 103};  // src written at offset 4 words
  unsigned matching = 0;
  for (int i = 0; i < 8; ++i) {
    matching += dst[i] == expected[i];
    CUDASEM_EXPECT_EQ_NAMED("symbol.copied_word", dst[i], expected[i]) << "symbol word " << i;
  }
  cudasem::observe("matching_elements", matching);
}
