// SPDX-License-Identifier: Apache-2.0
// A null library handle (a kernel name) is no library. The text gives only the list of return
// codes, which names cudaErrorInvalidResourceHandle (a handle that is not valid) and
// cudaErrorInvalidValue, so the call must fail with one of them; which one is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetKernel, NullHandleFails,
    {
        .api = {"cudaLibraryGetKernel"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetKernel",
            .quote =
                "cudaSuccess, cudaErrorCudartUnloading, cudaErrorInitializationError, cudaErrorInvalidValue, cudaErrorInvalidResourceHandle"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaKernel_t kernel = nullptr;

  CUDASEM_EXPECT_FAILURE(cudaLibraryGetKernel(&kernel, nullptr, "fill"));
  cudasem::last_error(cudasem::LastError::clear);
}
