// SPDX-License-Identifier: Apache-2.0
// A kernel writing through a null pointer: the launch succeeds, the next synchronizing call
// reports cudaErrorIllegalAddress.
#include "cudasem/cudasem.h"

CUDASEM_CASE(StickyErrors, IllegalAddressReportedBySynchronize,
    {
        .api = {"cudaDeviceSynchronize"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorIllegalAddress)",
            .quote = "The device encountered a load or store instruction on an invalid memory address."},
        .claim = cudasem::Claim::documented_failure,
        .exclusive = true,
        .intentional_faults = {{"memcheck",
            "writes through an invalid address on purpose (an illegal-address fault is the behavior under test)"}},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  cudaError_t launch = cudasem::kernels::launch_write(nullptr, nullptr, 1);
  cudaError_t sync = cudaDeviceSynchronize();

  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, cudaErrorIllegalAddress);
  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, launch, cudaSuccess);
}
