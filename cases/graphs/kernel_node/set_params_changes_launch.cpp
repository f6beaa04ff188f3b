// SPDX-License-Identifier: Apache-2.0
// cudaGraphKernelNodeSetParams before instantiation changes what the node does: the launched graph
// writes the new value.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphKernelNodeSetParams, ChangesLaunch,
    {
        .api = {"cudaGraphKernelNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphKernelNodeSetParams",
            .quote = "Sets the parameters of kernel node node to pNodeParams."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  Graph g = make_graph();
  cudaGraphNode_t n = add_write_node(g.get(), {}, out.data(), 1);
  CUDASEM_ASSERT_TRUE_NAMED("write_node.added", n != nullptr);
  CapturedKernel other = write_kernel(out.data(), 2);
  CUDASEM_ASSERT_OK(cudaGraphKernelNodeSetParams(n, &other.params));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(out.data());
  CUDASEM_EXPECT_EQ_NAMED("value_after_launch", v, 2u);
}
