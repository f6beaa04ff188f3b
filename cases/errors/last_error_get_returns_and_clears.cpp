// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(LastError, GetReturnsAndClears, {
    .id = "errors.last_error.get_returns_and_clears",
    .cite = {.doc = "RT", .section = "cudaGetLastError",
             .quote = "Returns the last error that has been produced by any of the runtime calls in the same instance of the CUDA Runtime library in the host thread and resets it to cudaSuccess.",
             .version = "13.0"},
}) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  ASSERT_EQ(cudaSetDevice(-1), cudaErrorInvalidDevice);

  cudaError_t first = cudaGetLastError();
  cudaError_t second = cudaGetLastError();

  CUDASEM_EXPECT_ERROR(first, cudaErrorInvalidDevice);
  CUDASEM_EXPECT_ERROR(second, cudaSuccess);
}
