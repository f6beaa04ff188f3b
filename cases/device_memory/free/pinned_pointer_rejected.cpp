// SPDX-License-Identifier: Apache-2.0
// cudaMallocHost memory is released with cudaFreeHost, never cudaFree; the buffer still
// frees it with cudaFreeHost afterwards.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, PinnedPointerRejected,
    {
        .api = {"cudaFree"},
        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote = "which must have been returned by a previous call to one of the following memory allocation APIs"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::PinnedBuffer<unsigned> pinned(1024);

  cudaError_t result = cudaFree(pinned.data());

  CUDASEM_EXPECT_FAILURE_OF(cudaFree, result);
  cudasem::last_error(cudasem::LastError::clear);
}
