// SPDX-License-Identifier: Apache-2.0
// An allocation failure is an ordinary error: reported once, then the context works.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocOutOfMemory, ErrorIsNotSticky, {
    .id = "device_memory.oom.error_not_sticky",
    .cite = {.doc = "RT", .section = "cudaGetLastError",
             .quote = "Returns the last error that has been produced by any of the runtime calls ... and resets it to cudaSuccess.",
             .version = "13.0"},
}) {
  std::size_t free_bytes = 0, total_bytes = 0;
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_bytes, &total_bytes));
  void* huge = nullptr;
  ASSERT_EQ(cudaMalloc(&huge, 2 * total_bytes), cudaErrorMemoryAllocation);

  cudaError_t first = cudasem::last_error(cudasem::LastError::clear);
  cudaError_t second = cudasem::last_error(cudasem::LastError::clear);
  cudasem::DeviceBuffer<unsigned> buffer(1 << 18);
  cudaError_t launch = cudasem::kernels::launch_fill(nullptr, buffer.data(), buffer.size(), 5);
  cudaError_t sync = cudaDeviceSynchronize();
  unsigned last = 0;
  CUDASEM_EXPECT_OK(cudaMemcpy(&last, buffer.data() + buffer.size() - 1, sizeof last, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_ERROR(first, cudaErrorMemoryAllocation);
  CUDASEM_EXPECT_ERROR(second, cudaSuccess);
  EXPECT_NE(buffer.data(), nullptr);
  CUDASEM_EXPECT_ERROR(launch, cudaSuccess);
  CUDASEM_EXPECT_ERROR(sync, cudaSuccess);
  EXPECT_EQ(last, 5u);
}
