// SPDX-License-Identifier: Apache-2.0
// cudaGraphMemcpyNodeSetParamsFromSymbol / ToSymbol change a memcpy node into a symbol copy
// before instantiation: the launched graph writes then reads the symbol.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
__device__ unsigned graph_symbol_b[4];
}  // namespace

CUDASEM_CASE(CudaGraphMemcpyNodeSetParamsToSymbol, SymbolSetParams,
    {
        .api = {"cudaGraphMemcpyNodeSetParamsToSymbol", "cudaGraphMemcpyNodeSetParamsFromSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaGraphMemcpyNodeSetParamsFromSymbol",
            .quote = "Sets the parameters of memcpy node node to the copy described by the provided parameters."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> src(4), dst(4), scratch(4);
  for (int i = 0; i < 4; ++i) {
    src[i] = 7u + i;
    dst[i] = 0;
    scratch[i] = 0;
  }
  Graph g = make_graph();
  cudaGraphNode_t to = nullptr, from = nullptr;
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&to, g.get(), nullptr, 0, scratch.data(), src.data(), 16, cudaMemcpyDefault));
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&from, g.get(), &to, 1, dst.data(), scratch.data(), 16, cudaMemcpyDefault));
  CUDASEM_ASSERT_OK(
      cudaGraphMemcpyNodeSetParamsToSymbol(to, graph_symbol_b, src.data(), 16, 0, cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(
      cudaGraphMemcpyNodeSetParamsFromSymbol(from, dst.data(), graph_symbol_b, 16, 0, cudaMemcpyDeviceToHost));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned from_symbol = 0, scratch_written = 0;
  for (int i = 0; i < 4; ++i) {
    from_symbol += dst[i] == 7u + i;
    scratch_written += scratch[i] != 0;
  }
  CUDASEM_EXPECT_EQ_NAMED("dst_elements_from_symbol", from_symbol, 4u);
  CUDASEM_EXPECT_EQ_NAMED("scratch_written_elements", scratch_written, 0u);
}
