// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecMemcpyNodeSetParams1D gives the executable graph's copy a new source (same
// context, 1D): the next launch copies the new data.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecMemcpyNodeSetParams1D, NewSource,
    {
        .api = {"cudaGraphExecMemcpyNodeSetParams1D"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecMemcpyNodeSetParams1D",
            .quote =
                "Updates the work represented by node in hGraphExec as though node had contained the given params at instantiation."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> a(16), b(16), dst(16);
  CUDASEM_ASSERT_OK(cudaMemset(a.data(), 0x01, a.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(b.data(), 0x02, b.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphNode_t c = nullptr;
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&c, g.get(), nullptr, 0, dst.data(), a.data(), dst.bytes(), cudaMemcpyDeviceToDevice));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(
      cudaGraphExecMemcpyNodeSetParams1D(x.get(), c, dst.data(), b.data(), dst.bytes(), cudaMemcpyDeviceToDevice));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h[16] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h, dst.data(), sizeof h, cudaMemcpyDeviceToHost));
  unsigned from_new_source = 0;
  for (unsigned w : h) from_new_source += w == 0x02020202u;
  CUDASEM_EXPECT_EQ_NAMED("elements_from_new_source", from_new_source, 16u);
}
