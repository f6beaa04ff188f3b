// SPDX-License-Identifier: Apache-2.0
// A null library handle is no library. The text gives only the list of return codes, which names
// cudaErrorInvalidResourceHandle (a handle that is not valid) and cudaErrorInvalidValue, so the
// call must fail with one of them; which one is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetKernelCount, NullHandleFails,
    {
        .api = {"cudaLibraryGetKernelCount"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetKernelCount",
            .quote =
                "cudaSuccess, cudaErrorCudartUnloading, cudaErrorInitializationError, cudaErrorInvalidValue, cudaErrorInvalidResourceHandle"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  unsigned int count = 0;

  CUDASEM_EXPECT_FAILURE(cudaLibraryGetKernelCount(&count, nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
