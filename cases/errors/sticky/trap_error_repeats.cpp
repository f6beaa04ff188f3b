// SPDX-License-Identifier: Apache-2.0
// After a trap, later CUDA work (an allocation, a launch) returns the same error.
#include "cudasem/cudasem.h"

CUDASEM_CASE(StickyErrors, TrapErrorRepeats,
    {
        .api = {"cudaMalloc", "cudaDeviceSynchronize"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorLaunchFailure)",
            .quote =
                "This leaves the process in an inconsistent state and any further CUDA work will return the same error."},
        .claim = cudasem::Claim::documented_failure,
        .exclusive = true,
        .intentional_faults = {{"memcheck",
            "executes a trap instruction on purpose (the fault is the behavior under test)"}},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_trap(nullptr));
  cudaError_t fault = cudaDeviceSynchronize();
  CUDASEM_ASSERT_TRUE_NAMED("trap_synchronize_failed", fault != cudaSuccess) << "the trap kernel did not fail";

  void* p = nullptr;
  cudaError_t alloc = cudaMalloc(&p, 256);
  cudasem::kernels::launch_empty(nullptr);
  cudaError_t sync = cudaDeviceSynchronize();

  cudasem::observe("trap_synchronize_error", fault);
  CUDASEM_EXPECT_ERROR_OF(cudaMalloc, alloc, fault);
  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, fault);
}
