// SPDX-License-Identifier: Apache-2.0
// The text says "cudaErrorValue", which is no enumerator: the case asserts only an error.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, DoubleFreeReturnsError,
    {
        .api = {"cudaFree"},
        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote = "If cudaFree(devPtr) has already been called before, an error is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMalloc(&p, 4096));
  CUDASEM_ASSERT_OK(cudaFree(p));

  cudaError_t result = cudaFree(p);

  CUDASEM_EXPECT_FAILURE_OF(cudaFree, result);
  cudasem::last_error(cudasem::LastError::clear);
}
