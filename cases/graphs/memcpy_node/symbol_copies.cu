// SPDX-License-Identifier: Apache-2.0
// Memcpy nodes to and from a __device__ symbol: a ToSymbol node writes the symbol (at an offset),
// a FromSymbol node ordered after it reads the symbol back into pinned memory.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

namespace {
__device__ unsigned graph_symbol[8];
}  // namespace

CUDASEM_CASE(CudaGraphAddMemcpyNodeToSymbol, SymbolRoundTrip, {
    .id = "graphs.memcpy_node.symbol_copies",
    .cite = {.doc = "RT", .section = "cudaGraphAddMemcpyNodeToSymbol",
             .quote = "When the graph is launched, the node will copy count bytes from the memory area pointed to by src to the memory area pointed to by offset bytes from the start of symbol symbol.",
             .version = "13.0"},
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
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNodeToSymbol(&to, g.get(), nullptr, 0, graph_symbol, src.data(), src.bytes(),
                                                   4 * sizeof(unsigned), cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNodeFromSymbol(&from, g.get(), &to, 1, dst.data(), graph_symbol, dst.bytes(), 0,
                                                     cudaMemcpyDeviceToHost));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::observe("dst4", dst[4]);
  EXPECT_EQ(dst[0], 0u);
  EXPECT_EQ(dst[3], 0u);
  EXPECT_EQ(dst[4], 100u);
  EXPECT_EQ(dst[7], 103u);
}
