// SPDX-License-Identifier: Apache-2.0
// cudaOccupancyAvailableDynamicSMemPerBlock(numBlocks = 2, blockSize = 128) returns S; with S
// bytes of dynamic shared memory, cudaOccupancyMaxActiveBlocksPerMultiprocessor reports at least
// 2 blocks per SM, and a launch with S bytes runs and can use all of it.
#include "cudasem/cudasem.h"

namespace {
__global__ void use_all(unsigned words, unsigned* bad) {
  extern __shared__ unsigned smem[];
  for (unsigned i = threadIdx.x; i < words; i += blockDim.x) smem[i] = i + 99u;
  __syncthreads();
  unsigned wrong = 0;
  for (unsigned i = (threadIdx.x + 1) % blockDim.x; i < words; i += blockDim.x) wrong += smem[i] != i + 99u;
  if (wrong) atomicAdd(bad, wrong);
}
}  // namespace

CUDASEM_CASE(CudaOccupancyAvailableDynamicSMemPerBlock, FitsNumBlocks,
    {
        .api = {"cudaOccupancyAvailableDynamicSMemPerBlock"},
        .cite = {.doc = "RT",
            .section = "cudaOccupancyAvailableDynamicSMemPerBlock",
            .quote =
                "Returns in *dynamicSmemSize the maximum size of dynamic shared memory to allow numBlocks blocks per SM."},
        .claim = cudasem::Claim::promise,
    }) {
  const void* fn = reinterpret_cast<const void*>(use_all);
  int optin = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  cudaFuncAttributes fa{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, fn));
  // The kernel may use up to the opt-in maximum, so the query is not capped by the 48 KiB default.
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(
      fn, cudaFuncAttributeMaxDynamicSharedMemorySize, optin - static_cast<int>(fa.sharedSizeBytes)));
  size_t available = 0;
  CUDASEM_ASSERT_OK(cudaOccupancyAvailableDynamicSMemPerBlock(&available, fn, 2, 128));
  cudasem::environment("available_dynamic_smem", static_cast<unsigned long>(available));
  CUDASEM_ASSERT_TRUE_NAMED("available_dynamic_smem.positive", available > 0u);
  int per_sm = 0;
  cudasem::DeviceBuffer<unsigned> bad(1);
  CUDASEM_ASSERT_OK(cudaMemset(bad.data(), 0, bad.bytes()));

  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, fn, 128, available));
  use_all<<<2, 128, available>>>(static_cast<unsigned>(available / 4), bad.data());
  const cudaError_t launch = cudaGetLastError();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 1;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, bad.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::environment("blocks_per_sm_with_it", per_sm);
  CUDASEM_EXPECT_TRUE_NAMED("blocks_per_sm.at_least_two", per_sm >= 2);
  CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, launch);
  CUDASEM_EXPECT_EQ_NAMED("smem.mismatched_words", host, 0u);
}
