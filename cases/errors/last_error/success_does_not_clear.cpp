// SPDX-License-Identifier: Apache-2.0
// A successful call after an error leaves the error in place; only cudaGetLastError resets it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LastError, SuccessDoesNotClear,
    {
        .api = {"cudaGetLastError"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.12. Error Checking",
            .quote = "is overwritten by the error code every time an error occurs"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_ERROR(cudaSetDevice(-1), cudaErrorInvalidDevice);

  cudasem::DeviceBuffer<unsigned> ok(256);
  CUDASEM_ASSERT_OK(cudaMemset(ok.data(), 0, ok.bytes()));
  cudaError_t last = cudaGetLastError();

  CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, last, cudaErrorInvalidDevice);
}
