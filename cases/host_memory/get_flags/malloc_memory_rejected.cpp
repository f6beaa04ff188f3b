// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostGetFlags, MallocMemoryRejected,
    {
        .api = {"cudaHostGetFlags"},
        .cite = {.doc = "RT",
            .section = "cudaHostGetFlags",
            .quote =
                "cudaHostGetFlags() will fail if the input pointer does not reside in an address range allocated by cudaHostAlloc()."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::PageableBuffer<unsigned> pageable(1024);
  ASSERT_NE(pageable.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  unsigned flags = 0;

  cudaError_t result = cudaHostGetFlags(&flags, pageable.data());

  CUDASEM_EXPECT_FAILURE_OF(cudaHostGetFlags, result);
  cudasem::last_error(cudasem::LastError::clear);
}
