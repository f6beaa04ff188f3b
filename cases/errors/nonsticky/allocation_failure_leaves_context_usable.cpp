// SPDX-License-Identifier: Apache-2.0
// A 1 PiB cudaMalloc fails; the context still runs a kernel and synchronizes.
#include "cudasem/cudasem.h"

CUDASEM_CASE(NonStickyErrors, AllocationFailureLeavesContextUsable, {
    .id = "errors.nonsticky.allocation_failure_leaves_context_usable",
    .cite = {.doc = "RT", .section = "cudaError (cudaErrorMemoryAllocation)",
             .quote = "The API call failed because it was unable to allocate enough memory or other resources to perform the requested operation.",
             .version = "13.0"},
}) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* huge = nullptr;

  cudaError_t alloc = cudaMalloc(&huge, std::size_t{1} << 50);
  cudaError_t last = cudaGetLastError();
  cudasem::DeviceBuffer<unsigned> buffer(256);
  cudaError_t launch = cudasem::kernels::launch_fill(nullptr, buffer.data(), buffer.size(), 3);
  cudaError_t sync = cudaDeviceSynchronize();

  CUDASEM_EXPECT_ERROR(alloc, cudaErrorMemoryAllocation);
  CUDASEM_EXPECT_ERROR(last, cudaErrorMemoryAllocation);
  CUDASEM_EXPECT_ERROR(launch, cudaSuccess);
  CUDASEM_EXPECT_ERROR(sync, cudaSuccess);
}
