// SPDX-License-Identifier: Apache-2.0
// A 1 PiB cudaMalloc fails; the context still runs a kernel and synchronizes.
#include <vector>

#include "cudasem/cudasem.h"

CUDASEM_CASE(NonStickyErrors, AllocationFailureLeavesContextUsable,
    {
        .api = {"cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorMemoryAllocation)",
            .quote =
                "The API call failed because it was unable to allocate enough memory or other resources to perform the requested operation."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* huge = nullptr;

  cudaError_t alloc = cudaMalloc(&huge, std::size_t{1} << 50);
  cudaError_t last = cudaGetLastError();
  cudasem::DeviceBuffer<unsigned> buffer(256);
  cudaError_t launch = cudasem::kernels::launch_fill(nullptr, buffer.data(), buffer.size(), 3);
  cudaError_t sync = cudaDeviceSynchronize();

  CUDASEM_EXPECT_ERROR_OF(cudaMalloc, alloc, cudaErrorMemoryAllocation);
  CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, last, cudaErrorMemoryAllocation);
  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, launch, cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, cudaSuccess);
  std::vector<unsigned> host(buffer.size());
  CUDASEM_ASSERT_OK(cudaMemcpy(host.data(), buffer.data(), buffer.bytes(), cudaMemcpyDeviceToHost));
  std::size_t filled = 0;
  for (unsigned v : host) filled += v == 3u;
  CUDASEM_EXPECT_EQ_NAMED("words_filled_after_failed_allocation", filled, host.size())
      << "the kernel launched after the failed allocation did not fill every element";
}
