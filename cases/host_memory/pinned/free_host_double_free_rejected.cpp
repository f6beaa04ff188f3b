// SPDX-License-Identifier: Apache-2.0
// After the first free the pointer no longer comes from a live cudaHostAlloc; nothing is
// allocated in between, so the address cannot have been handed out again.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, DoubleFreeRejected,
    {
        .api = {"cudaFreeHost"},
        .cite = {.doc = "RT", .section = "cudaFreeHost", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaHostAlloc(&p, 4096, cudaHostAllocDefault));
  CUDASEM_ASSERT_OK(cudaFreeHost(p));

  cudaError_t result = cudaFreeHost(p);

  CUDASEM_EXPECT_FAILURE_OF(cudaFreeHost, result);
  cudasem::last_error(cudasem::LastError::clear);
}
