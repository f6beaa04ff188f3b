// SPDX-License-Identifier: Apache-2.0
// A kernel node runs its kernel with its arguments when the graph is launched (its write is seen),
// and not before.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddKernelNode, RunsKernelOnLaunch,
    {
        .api = {"cudaGraphAddKernelNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddKernelNode",
            .quote = "When the graph is launched, the node will invoke kernel func"},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  Graph g = make_graph();
  CapturedKernel k = write_kernel(out.data(), 0x5eed);
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddKernelNode(&n, g.get(), nullptr, 0, &k.params));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned before = read_device(out.data());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned after = read_device(out.data());

  CUDASEM_EXPECT_EQ_NAMED("before_launch", before, 0u);
  CUDASEM_EXPECT_EQ_NAMED("after_launch", after, 0x5eedu);
}
