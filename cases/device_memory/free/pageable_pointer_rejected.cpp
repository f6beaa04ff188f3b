// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, PageablePointerRejected,
    {
        .api = {"cudaFree"},
        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote = "which must have been returned by a previous call to one of the following memory allocation APIs"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::PageableBuffer<unsigned> host(1024);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  cudaError_t result = cudaFree(host.data());

  CUDASEM_EXPECT_FAILURE_OF(cudaFree, result);
  cudasem::last_error(cudasem::LastError::clear);
}
