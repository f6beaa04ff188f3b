// SPDX-License-Identifier: Apache-2.0
// Peek twice (same error), then get (same error), then get (cleared).
#include "cudasem/cudasem.h"

CUDASEM_CASE(LastError, PeekDoesNotClear,
    {
        .api = {"cudaPeekAtLastError", "cudaGetLastError"},
        .cite = {.doc = "RT",
            .section = "cudaPeekAtLastError",
            .quote = "This call does not reset the error to cudaSuccess like cudaGetLastError()."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_ERROR(cudaSetDevice(-1), cudaErrorInvalidDevice);

  cudaError_t peek1 = cudaPeekAtLastError();
  cudaError_t peek2 = cudaPeekAtLastError();
  cudaError_t get1 = cudaGetLastError();
  cudaError_t get2 = cudaGetLastError();

  CUDASEM_EXPECT_ERROR_OF(cudaPeekAtLastError, peek1, cudaErrorInvalidDevice);
  CUDASEM_EXPECT_ERROR_OF(cudaPeekAtLastError, peek2, cudaErrorInvalidDevice);
  CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, get1, cudaErrorInvalidDevice);
  CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, get2, cudaSuccess);
}
