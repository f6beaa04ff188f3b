// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, NullIsNoOp,
    {
        .api = {"cudaFree"},
        .cite = {.doc = "RT", .section = "cudaFree", .quote = "If devPtr is 0, no operation is performed."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // creates the context first

  cudaError_t result = cudaFree(nullptr);

  CUDASEM_EXPECT_ERROR_OF(cudaFree, result, cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, cudasem::last_error(cudasem::LastError::clear), cudaSuccess);
}
