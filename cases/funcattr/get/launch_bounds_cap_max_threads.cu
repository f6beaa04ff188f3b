// SPDX-License-Identifier: Apache-2.0
// For a __launch_bounds__(128) kernel, cudaFuncGetAttributes reports maxThreadsPerBlock <= 128,
// and a launch with that many threads per block succeeds.
#include "cudasem/cudasem.h"

namespace {
__global__ void __launch_bounds__(128) bounded(unsigned* out) {
  if (threadIdx.x == 0) *out = blockDim.x;
}
}  // namespace

CUDASEM_CASE(CudaFuncGetAttributes, LaunchBoundsCapMaxThreads,
    {
        .api = {"cudaFuncGetAttributes"},
        .cite = {.doc = "DRV",
            .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)",
            .quote = "The maximum number of threads per block, beyond which a launch of the function would fail."},
        .claim = cudasem::Claim::promise,
    }) {
  cudaFuncAttributes fa{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(bounded)));
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));

  bounded<<<1, fa.maxThreadsPerBlock>>>(out.data());
  cudaError_t launch = cudaGetLastError();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::observe("max_threads_per_block", fa.maxThreadsPerBlock);
  CUDASEM_EXPECT_TRUE_NAMED("max_threads_per_block.within_launch_bounds", fa.maxThreadsPerBlock <= 128);
  CUDASEM_EXPECT_TRUE_NAMED("max_threads_per_block.positive", fa.maxThreadsPerBlock > 0);
  CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, launch);
  CUDASEM_EXPECT_EQ_NAMED("kernel.block_dim_seen", host, static_cast<unsigned>(fa.maxThreadsPerBlock));
}
