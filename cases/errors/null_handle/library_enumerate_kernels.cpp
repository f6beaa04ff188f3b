// SPDX-License-Identifier: Apache-2.0
// A null library handle (room for one kernel) is no library. The text gives only the list of return
// codes, which names cudaErrorInvalidResourceHandle (a handle that is not valid) and
// cudaErrorInvalidValue, so the call must fail with one of them; which one is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryEnumerateKernels, NullHandleFails,
    {
        .api = {"cudaLibraryEnumerateKernels"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryEnumerateKernels",
            .quote =
                "cudaSuccess, cudaErrorCudartUnloading, cudaErrorInitializationError, cudaErrorInvalidValue, cudaErrorInvalidResourceHandle"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaKernel_t kernels[1] = {};

  CUDASEM_EXPECT_FAILURE(cudaLibraryEnumerateKernels(kernels, 1, nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
