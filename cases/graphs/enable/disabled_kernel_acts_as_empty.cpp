// SPDX-License-Identifier: Apache-2.0
// A disabled kernel node does nothing but still orders: in K1 -> K2, disabling K1 leaves its
// target untouched while K2 still writes.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeSetEnabled, DisabledKernelActsAsEmpty,
    {
        .api = {"cudaGraphNodeSetEnabled"},
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeSetEnabled",
            .quote = "Disabled nodes are functionally equivalent to empty nodes until they are reenabled."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(2);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphNode_t k1 = add_write_node(g.get(), {}, d.data(), 1);
  add_write_node(g.get(), {k1}, d.data() + 1, 2);
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphNodeSetEnabled(x.get(), k1, 0));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h[2] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h, d.data(), sizeof h, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("disabled_target", h[0], 0u);
  CUDASEM_EXPECT_EQ_NAMED("dependent_target", h[1], 2u);
}
