// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, RejectsMallocPointer,
    {
        .api = {"cudaFreeHost"},
        .cite = {.doc = "RT",
            .section = "cudaFreeHost",
            .quote = "which must have been returned by a previous call to cudaMallocHost() or cudaHostAlloc()"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::PageableBuffer<unsigned> pageable(1024);

  cudaError_t result = cudaFreeHost(pageable.data());

  CUDASEM_EXPECT_FAILURE_OF(cudaFreeHost, result);
  cudasem::last_error(cudasem::LastError::clear);
}
