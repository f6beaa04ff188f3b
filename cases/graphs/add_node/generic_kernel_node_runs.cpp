// SPDX-License-Identifier: Apache-2.0
// cudaGraphAddNode with a cudaGraphNodeParams of type kernel creates a kernel node that runs;
// cudaGraphNodeSetParams (same type) then changes its value before instantiation.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddNode, GenericKernelNodeRuns,
    {
        .api = {"cudaGraphAddNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddNode",
            .quote =
                "Creates a new node in graph described by nodeParams with numDependencies dependencies specified via pDependencies."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  CapturedKernel k1 = write_kernel(d.data(), 1), k2 = write_kernel(d.data(), 2);
  cudaGraphNodeParams p{};
  p.type = cudaGraphNodeTypeKernel;
  p.kernel.func = k1.params.func;
  p.kernel.gridDim = k1.params.gridDim;
  p.kernel.blockDim = k1.params.blockDim;
  p.kernel.kernelParams = k1.params.kernelParams;
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddNode(&n, g.get(), nullptr, nullptr, 0, &p));
  cudaGraphNodeType t{};
  CUDASEM_EXPECT_OK(cudaGraphNodeGetType(n, &t));
  p.kernel.kernelParams = k2.params.kernelParams;
  CUDASEM_ASSERT_OK(cudaGraphNodeSetParams(n, &p));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(d.data());
  CUDASEM_EXPECT_EQ_NAMED("node.type", t, cudaGraphNodeTypeKernel);
  CUDASEM_EXPECT_EQ_NAMED("value_after_launch", v, 2u);
}
