// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecMemcpyNodeSetParamsToSymbol / FromSymbol retarget an executable graph's symbol copies
// to another offset: the next launch writes the symbol at the new offset and reads it back from
// there.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
__device__ unsigned exec_symbol[8];
}  // namespace

CUDASEM_CASE(CudaGraphExecMemcpyNodeSetParamsToSymbol, SymbolOffsetUpdated,
    {
        .api = {"cudaGraphExecMemcpyNodeSetParamsToSymbol", "cudaGraphExecMemcpyNodeSetParamsFromSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecMemcpyNodeSetParamsToSymbol",
            .quote =
                "Updates the work represented by node in hGraphExec as though node had contained the given params at instantiation."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> src(4), dst(4);
  const unsigned values[4] = {21, 22, 23, 24};
  const unsigned zeros[8] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(src.data(), values, sizeof values, cudaMemcpyHostToDevice));
  CUDASEM_ASSERT_OK(cudaMemset(dst.data(), 0, dst.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  CUDASEM_ASSERT_OK(cudaMemcpyToSymbol(exec_symbol, zeros, sizeof zeros));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // a pageable H2D copy may still be in flight at return
  Graph g = make_graph();
  cudaGraphNode_t to = nullptr, from = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNodeToSymbol(
      &to, g.get(), nullptr, 0, exec_symbol, src.data(), 16, 0, cudaMemcpyDeviceToDevice));
  CUDASEM_ASSERT_OK(cudaGraphAddMemcpyNodeFromSymbol(
      &from, g.get(), &to, 1, dst.data(), exec_symbol, 16, 0, cudaMemcpyDeviceToDevice));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(
      cudaGraphExecMemcpyNodeSetParamsToSymbol(x.get(), to, exec_symbol, src.data(), 16, 16, cudaMemcpyDeviceToDevice));
  CUDASEM_ASSERT_OK(cudaGraphExecMemcpyNodeSetParamsFromSymbol(
      x.get(), from, dst.data(), exec_symbol, 16, 16, cudaMemcpyDeviceToDevice));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned sym[8] = {}, out[4] = {};
  CUDASEM_ASSERT_OK(cudaMemcpyFromSymbol(sym, exec_symbol, sizeof sym));
  CUDASEM_ASSERT_OK(cudaMemcpy(out, dst.data(), sizeof out, cudaMemcpyDeviceToHost));
  cudasem::observe("symbol_0", sym[0]);
  cudasem::observe("symbol_4", sym[4]);
  cudasem::observe("read_back_0", out[0]);
  for (unsigned i = 0; i < 4; ++i) {
    CUDASEM_EXPECT_EQ_NAMED("symbol.old_offset_word", sym[i], 0u) << "symbol word " << i << " (old offset)";
    CUDASEM_EXPECT_EQ_NAMED("symbol.new_offset_word", sym[4 + i], values[i])
        << "symbol word " << 4 + i << " (new offset)";
    CUDASEM_EXPECT_EQ_NAMED("read_back.word", out[i], values[i]) << "read-back word " << i;
  }
}
