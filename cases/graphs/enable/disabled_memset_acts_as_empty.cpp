// SPDX-License-Identifier: Apache-2.0
// A disabled memset node sets nothing.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeSetEnabled, DisabledMemsetActsAsEmpty,
    {
        .api = {"cudaGraphNodeSetEnabled"},
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeSetEnabled",
            .quote = "Disabled nodes are functionally equivalent to empty nodes until they are reenabled."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(16);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaMemsetParams mp{};
  mp.dst = d.data();
  mp.value = 7;
  mp.elementSize = 4;
  mp.width = 16;
  mp.height = 1;
  Graph g = make_graph();
  cudaGraphNode_t m = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemsetNode(&m, g.get(), nullptr, 0, &mp));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphNodeSetEnabled(x.get(), m, 0));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(d.data());
  CUDASEM_EXPECT_EQ_NAMED("value_after_launch", v, 0u);
}
