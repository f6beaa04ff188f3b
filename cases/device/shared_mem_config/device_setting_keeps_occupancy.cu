// SPDX-License-Identifier: Apache-2.0
// cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte) (deprecated) changes neither the
// static shared memory of a kernel with 12 KiB of it (cudaFuncGetAttributes sharedSizeBytes) nor
// its occupancy at 128 threads (cudaOccupancyMaxActiveBlocksPerMultiprocessor).
#include "cudasem/cudasem.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

namespace {
__global__ void shared_copy(const unsigned* in, unsigned* out) {
  __shared__ unsigned tile[3072];
  for (unsigned i = threadIdx.x; i < 3072; i += blockDim.x) tile[i] = in[i];
  __syncthreads();
  for (unsigned i = threadIdx.x; i < 3072; i += blockDim.x) out[i] = tile[3071 - i];
}
}  // namespace

CUDASEM_CASE(CudaDeviceSetSharedMemConfig, KeepsSharedUsageAndOccupancy,
    {
        .api = {"cudaDeviceSetSharedMemConfig"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetSharedMemConfig",
            .quote =
                "Changing the shared memory bank size will not increase shared memory usage or affect occupancy of kernels"},
        .claim = cudasem::Claim::promise,
    }) {
  const void* kernel = reinterpret_cast<const void*>(shared_copy);
  cudaFuncAttributes before{}, after{};
  int blocks_before = -1, blocks_after = -1;
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&before, kernel));
  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_before, kernel, 128, 0));

  CUDASEM_EXPECT_OK(cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte));

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&after, kernel));
  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_after, kernel, 128, 0));
  cudasem::observe("static_shared_bytes_after", static_cast<unsigned long long>(after.sharedSizeBytes));
  cudasem::environment("active_blocks_per_sm_before", blocks_before);
  cudasem::observe("occupancy_unchanged", blocks_after == blocks_before);
  EXPECT_EQ(after.sharedSizeBytes, before.sharedSizeBytes);
  EXPECT_EQ(blocks_after, blocks_before);
}
