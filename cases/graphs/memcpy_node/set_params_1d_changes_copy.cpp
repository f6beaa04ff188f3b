// SPDX-License-Identifier: Apache-2.0
// cudaGraphMemcpyNodeSetParams1D before instantiation changes the copy: the node copies from the
// new source.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphMemcpyNodeSetParams1D, ChangesCopy,
    {
        .api = {"cudaGraphMemcpyNodeSetParams1D"},
        .cite = {.doc = "RT",
            .section = "cudaGraphMemcpyNodeSetParams1D",
            .quote = "Sets the parameters of memcpy node node to the copy described by the provided parameters."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> a(16), b(16), dst(16);
  for (int i = 0; i < 16; ++i) {
    a[i] = 1;
    b[i] = 2;
    dst[i] = 0;
  }
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&n, g.get(), nullptr, 0, dst.data(), a.data(), dst.bytes(), cudaMemcpyDefault));
  CUDASEM_ASSERT_OK(cudaGraphMemcpyNodeSetParams1D(n, dst.data(), b.data(), dst.bytes(), cudaMemcpyDefault));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned from_new_source = 0;
  for (int i = 0; i < 16; ++i) from_new_source += dst[i] == 2u;
  CUDASEM_EXPECT_EQ_NAMED("elements_from_new_source", from_new_source, 16u);
}
