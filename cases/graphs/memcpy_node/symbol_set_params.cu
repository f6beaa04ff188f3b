// SPDX-License-Identifier: Apache-2.0
// cudaGraphMemcpyNodeSetParamsFromSymbol / ToSymbol change a memcpy node into a symbol copy
// before instantiation: the launched graph writes then reads the symbol.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

namespace {
__device__ unsigned graph_symbol_b[4];
}  // namespace

CUDASEM_CASE(CudaGraphMemcpyNodeSetParamsToSymbol, SymbolSetParams, {
    .id = "graphs.memcpy_node.symbol_set_params",
    .cite = {.doc = "RT", .section = "cudaGraphMemcpyNodeSetParamsFromSymbol",
             .quote = "Sets the parameters of memcpy node node to the copy described by the provided parameters.",
             .version = "13.0"},
}) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> src(4), dst(4), scratch(4);
  for (int i = 0; i < 4; ++i) { src[i] = 7u + i; dst[i] = 0; scratch[i] = 0; }
  Graph g = make_graph();
  cudaGraphNode_t to = nullptr, from = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNode1D(&to, g.get(), nullptr, 0, scratch.data(), src.data(), 16, cudaMemcpyDefault));
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNode1D(&from, g.get(), &to, 1, dst.data(), scratch.data(), 16, cudaMemcpyDefault));
  CUDASEM_ASSERT_OK(cudaGraphMemcpyNodeSetParamsToSymbol(to, graph_symbol_b, src.data(), 16, 0, cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(cudaGraphMemcpyNodeSetParamsFromSymbol(from, dst.data(), graph_symbol_b, 16, 0, cudaMemcpyDeviceToHost));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::observe("dst0", dst[0]);
  cudasem::observe("scratch0", scratch[0]);
  EXPECT_EQ(dst[0], 7u);
  EXPECT_EQ(dst[3], 10u);
  EXPECT_EQ(scratch[0], 0u);
}
