// SPDX-License-Identifier: Apache-2.0
// cudaGraphMemsetNodeSetParams changes the memset (new value) before instantiation, and
// cudaGraphMemsetNodeGetParams reports it.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphMemsetNodeSetParams, ChangesValue,
    {
        .api = {"cudaGraphMemsetNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphMemsetNodeSetParams",
            .quote = "Sets the parameters of memset node node to pNodeParams."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> dev(64);
  cudaMemsetParams p = memset_params(dev.data(), 1, 64);
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemsetNode(&n, g.get(), nullptr, 0, &p));
  p.value = 0x77;
  CUDASEM_ASSERT_OK(cudaGraphMemsetNodeSetParams(n, &p));
  cudaMemsetParams got{};
  CUDASEM_ASSERT_OK(cudaGraphMemsetNodeGetParams(n, &got));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h[64] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h, dev.data(), sizeof h, cudaMemcpyDeviceToHost));
  unsigned with_new_value = 0;
  for (unsigned w : h) with_new_value += w == 0x77u;
  CUDASEM_EXPECT_EQ_NAMED("get_params_value", got.value, 0x77u);
  CUDASEM_EXPECT_EQ_NAMED("elements_with_new_value", with_new_value, 64u);
}
