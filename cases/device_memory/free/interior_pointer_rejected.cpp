// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, InteriorPointerRejected,
    {
        .api = {"cudaFree"},
        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote = "which must have been returned by a previous call to one of the following memory allocation APIs"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  void* base = nullptr;
  CUDASEM_ASSERT_OK(cudaMalloc(&base, 1 << 20));

  cudaError_t result = cudaFree(static_cast<char*>(base) + 256);

  CUDASEM_EXPECT_FAILURE_OF(cudaFree, result);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaFree(base));  // the allocation survived the rejected call
}
