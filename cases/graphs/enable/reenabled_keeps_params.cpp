// SPDX-License-Identifier: Apache-2.0
// Disabling then re-enabling a kernel node keeps its parameters: after re-enabling, the launch
// writes the original value.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeSetEnabled, ReenabledKeepsParams,
    {
        .api = {"cudaGraphNodeSetEnabled"},
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeSetEnabled",
            .quote = "Existing node parameters are not affected by disabling/enabling the node."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  Graph g = make_graph();
  cudaGraphNode_t k = add_write_node(g.get(), {}, d.data(), 0xab);
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphNodeSetEnabled(x.get(), k, 0));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const unsigned while_disabled = read_device(d.data());
  CUDASEM_ASSERT_OK(cudaGraphNodeSetEnabled(x.get(), k, 1));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const unsigned reenabled = read_device(d.data());
  CUDASEM_EXPECT_EQ_NAMED("while_disabled", while_disabled, 0u);
  CUDASEM_EXPECT_EQ_NAMED("after_reenable", reenabled, 0xabu);
}
