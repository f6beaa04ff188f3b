// SPDX-License-Identifier: Apache-2.0
// cudaGetLastError does not clear a sticky error: synchronizing afterwards still fails with
// it. What the second cudaGetLastError returns is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(StickyErrors, SurvivesGetLastError,
    {
        .api = {"cudaGetLastError", "cudaDeviceSynchronize"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorIllegalAddress)",
            .quote =
                "This leaves the process in an inconsistent state and any further CUDA work will return the same error."},
        .claim = cudasem::Claim::documented_failure,
        .exclusive = true,
        .intentional_faults = {{"memcheck",
            "writes through an invalid address on purpose (an illegal-address fault is the behavior under test)"}},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  {
    cudasem::CheckLabel label("arranged_fault");
    CUDASEM_ASSERT_OK(cudasem::kernels::launch_write(nullptr, nullptr, 1));
    CUDASEM_ASSERT_ERROR(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  }

  cudaError_t get1 = cudaGetLastError();
  cudaError_t get2 = cudaGetLastError();
  cudaError_t sync = cudaDeviceSynchronize();

  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, cudaErrorIllegalAddress);
  cudasem::observe("first_get_last_error", get1);
  cudasem::observe("second_get_last_error", get2);
}
