// SPDX-License-Identifier: Apache-2.0
// A trap instruction is a device exception; ERR names cudaErrorLaunchFailure for those
// (cudaErrorIllegalInstruction is the other candidate: the error recorded says which).
#include "cudasem/cudasem.h"

CUDASEM_CASE(StickyErrors, TrapReportsLaunchFailure,
    {
        .api = {"cudaDeviceSynchronize"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorLaunchFailure)",
            .quote = "An exception occurred on the device while executing a kernel."},
        .claim = cudasem::Claim::documented_failure,
        .exclusive = true,
        .intentional_faults = {{"memcheck",
            "executes a trap instruction on purpose (the fault is the behavior under test)"}},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  cudaError_t launch = cudasem::kernels::launch_trap(nullptr);
  cudaError_t sync = cudaDeviceSynchronize();

  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, cudaErrorLaunchFailure);
  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, launch, cudaSuccess);
}
