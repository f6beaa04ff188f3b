// SPDX-License-Identifier: Apache-2.0
// A null ptr leaves nowhere to return the allocation: the call fails with one of
// its documented codes (the text is only their list); which one is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocHost, NullOutParamRejected,
    {
        .api = {"cudaMallocHost"},
        .cite = {.doc = "RT",
            .section = "cudaMallocHost",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_EXPECT_FAILURE(cudaMallocHost(nullptr, 16));
  cudasem::last_error(cudasem::LastError::clear);
}
