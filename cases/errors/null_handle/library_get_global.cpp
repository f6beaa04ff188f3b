// SPDX-License-Identifier: Apache-2.0
// A null library handle (a variable name) is no library. The text gives only the list of return
// codes, which names cudaErrorInvalidResourceHandle (a handle that is not valid) and
// cudaErrorInvalidValue, so the call must fail with one of them; which one is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetGlobal, NullHandleFails,
    {
        .api = {"cudaLibraryGetGlobal"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetGlobal",
            .quote =
                "cudaSuccess, cudaErrorCudartUnloading, cudaErrorInitializationError, cudaErrorInvalidValue, cudaErrorInvalidResourceHandle"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* address = nullptr;
  size_t bytes = 0;

  CUDASEM_EXPECT_FAILURE(cudaLibraryGetGlobal(&address, &bytes, nullptr, "value"));
  cudasem::last_error(cudasem::LastError::clear);
}
