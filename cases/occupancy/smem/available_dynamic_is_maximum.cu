// SPDX-License-Identifier: Apache-2.0
// cudaOccupancyAvailableDynamicSMemPerBlock(numBlocks = 2, blockSize = 128) returns the maximum:
// with one byte more per block, cudaOccupancyMaxActiveBlocksPerMultiprocessor no longer reports
// 2 blocks per SM (or refuses the size).
#include "cudasem/cudasem.h"

namespace {
__global__ void uses_dynamic(unsigned* out) {
  extern __shared__ unsigned smem[];
  smem[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = smem[blockDim.x - 1 - threadIdx.x];
}
}  // namespace

CUDASEM_CASE(CudaOccupancyAvailableDynamicSMemPerBlock, IsMaximum,
    {
        .api = {"cudaOccupancyAvailableDynamicSMemPerBlock"},
        .cite = {.doc = "RT",
            .section = "cudaOccupancyAvailableDynamicSMemPerBlock",
            .quote =
                "Returns in *dynamicSmemSize the maximum size of dynamic shared memory to allow numBlocks blocks per SM."},
        .claim = cudasem::Claim::promise,
    }) {
  const void* fn = reinterpret_cast<const void*>(uses_dynamic);
  int optin = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  cudaFuncAttributes fa{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, fn));
  // The kernel may use up to the opt-in maximum, so neither query is capped by the 48 KiB default.
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(
      fn, cudaFuncAttributeMaxDynamicSharedMemorySize, optin - static_cast<int>(fa.sharedSizeBytes)));
  size_t available = 0;
  CUDASEM_ASSERT_OK(cudaOccupancyAvailableDynamicSMemPerBlock(&available, fn, 2, 128));
  int per_sm = -1;

  cudaError_t r = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, fn, 128, available + 1);

  cudasem::environment("available_dynamic_smem", static_cast<unsigned long>(available));
  cudasem::observe("result_with_one_more_byte", r);
  cudasem::environment("blocks_per_sm_with_one_more_byte", per_sm);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_TRUE_NAMED("one_more_byte.fewer_than_two_blocks", r != cudaSuccess || per_sm < 2)
      << "one more byte still allows " << per_sm << " blocks per SM";
}
