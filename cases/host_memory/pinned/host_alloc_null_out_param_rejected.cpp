// SPDX-License-Identifier: Apache-2.0
// A null pHost leaves nowhere to return the allocation: the call fails with one of
// its documented codes (the text is only their list); which one is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostAlloc, NullOutParamRejected,
    {
        .api = {"cudaHostAlloc"},
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_EXPECT_FAILURE(cudaHostAlloc(nullptr, 16, cudaHostAllocDefault));
  cudasem::last_error(cudasem::LastError::clear);
}
