// SPDX-License-Identifier: Apache-2.0
// cudaGraphKernelNodeGetParams returns the function and launch configuration the node was added
// with.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphKernelNodeGetParams, ReturnsConfiguration,
    {
        .api = {"cudaGraphKernelNodeGetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphKernelNodeGetParams",
            .quote = "Returns the parameters of kernel node node in pNodeParams."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> out(1);
  CapturedKernel k = write_kernel(out.data(), 1);
  cudaKernelNodeParams params = k.params;
  params.gridDim = dim3(3, 1, 1);
  params.blockDim = dim3(32, 1, 1);
  Graph g = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddKernelNode(&n, g.get(), nullptr, 0, &params));
  cudaKernelNodeParams got{};
  CUDASEM_ASSERT_OK(cudaGraphKernelNodeGetParams(n, &got));

  CUDASEM_EXPECT_TRUE_NAMED("func.round_trips", got.func == params.func);
  CUDASEM_EXPECT_EQ_NAMED("grid_x", got.gridDim.x, 3u);
  CUDASEM_EXPECT_EQ_NAMED("block_x", got.blockDim.x, 32u);
  CUDASEM_EXPECT_EQ_NAMED("shared_mem_bytes", got.sharedMemBytes, 0u);
}
