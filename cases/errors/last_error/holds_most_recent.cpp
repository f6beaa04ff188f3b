// SPDX-License-Identifier: Apache-2.0
// cudaErrorInvalidValue, then cudaErrorInvalidDevice: the variable holds the second.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LastError, HoldsMostRecent,
    {
        .api = {"cudaGetLastError"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.12. Error Checking",
            .quote = "is overwritten by the error code every time an error occurs"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_ERROR(cudaDriverGetVersion(nullptr), cudaErrorInvalidValue);
  CUDASEM_ASSERT_ERROR(cudaSetDevice(-1), cudaErrorInvalidDevice);

  cudaError_t last = cudaGetLastError();

  CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, last, cudaErrorInvalidDevice);
}
