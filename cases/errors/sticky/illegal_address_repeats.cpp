// SPDX-License-Identifier: Apache-2.0
// After cudaErrorIllegalAddress: allocation, launch + synchronize, copy and cudaFree(NULL)
// each return it again.
#include "cudasem/cudasem.h"

CUDASEM_CASE(StickyErrors, IllegalAddressRepeats,
    {
        .api = {"cudaMalloc", "cudaDeviceSynchronize", "cudaMemcpy", "cudaFree"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorIllegalAddress)",
            .quote =
                "This leaves the process in an inconsistent state and any further CUDA work will return the same error."},
        .claim = cudasem::Claim::documented_failure,
        .exclusive = true,
        .intentional_faults = {{"memcheck",
            "writes through an invalid address on purpose (an illegal-address fault is the behavior under test)"}},
    }) {
  cudasem::DeviceBuffer<unsigned> buffer(256);
  unsigned* device = buffer.data();
  buffer.abandon();  // the context is poisoned below
  {
    cudasem::CheckLabel label("arranged_fault");
    CUDASEM_ASSERT_OK(cudasem::kernels::launch_write(nullptr, nullptr, 1));
    CUDASEM_ASSERT_ERROR(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  }

  void* p = nullptr;
  cudaError_t alloc = cudaMalloc(&p, 256);
  cudasem::kernels::launch_empty(nullptr);
  cudaError_t sync = cudaDeviceSynchronize();
  unsigned host = 0;
  cudaError_t copy = cudaMemcpy(&host, device, sizeof host, cudaMemcpyDeviceToHost);
  cudaError_t free_null = cudaFree(nullptr);

  CUDASEM_EXPECT_ERROR_OF(cudaMalloc, alloc, cudaErrorIllegalAddress);
  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, cudaErrorIllegalAddress);
  CUDASEM_EXPECT_ERROR_OF(cudaMemcpy, copy, cudaErrorIllegalAddress);
  CUDASEM_EXPECT_ERROR_OF(cudaFree, free_null, cudaErrorIllegalAddress);
}
