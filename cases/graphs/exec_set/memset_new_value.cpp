// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecMemsetNodeSetParams with a new value: the next launch sets the new value.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecMemsetNodeSetParams, NewValue,
    {
        .api = {"cudaGraphExecMemsetNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecMemsetNodeSetParams",
            .quote =
                "Updates the work represented by node in hGraphExec as though node had contained pNodeParams at instantiation."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(32);
  cudaMemsetParams mp = memset_params(d.data(), 1, 32);
  Graph g = make_graph();
  cudaGraphNode_t m = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemsetNode(&m, g.get(), nullptr, 0, &mp));
  GraphExec x = instantiate(g.get());
  mp.value = 0x5150;
  CUDASEM_ASSERT_OK(cudaGraphExecMemsetNodeSetParams(x.get(), m, &mp));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h[32] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h, d.data(), sizeof h, cudaMemcpyDeviceToHost));
  unsigned with_new_value = 0;
  for (unsigned w : h) with_new_value += w == 0x5150u;
  CUDASEM_EXPECT_EQ_NAMED("elements_with_new_value", with_new_value, 32u);
}
