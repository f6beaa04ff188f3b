// SPDX-License-Identifier: Apache-2.0
// Unlike cudaFree, the reference does not say what cudaFreeHost(NULL) does: record it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, Null,
    {
        .api = {"cudaFreeHost"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFreeHost",
            .quote = "which must have been returned by a previous call to cudaMallocHost() or cudaHostAlloc()"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // the context exists, so only the NULL matters

  cudaError_t result = cudaFreeHost(nullptr);

  cudasem::observe("free_host_result", result);
  cudasem::last_error(cudasem::LastError::clear);
}
