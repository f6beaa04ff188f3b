// SPDX-License-Identifier: Apache-2.0
// Characterization: A null ptr leaves nowhere to return the allocation: the call fails with one of
// its documented codes (the text is only their list); which one is recorded. The text gives only
// the function's return list, no condition for this input: the code the call returns is recorded
// (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocHost, NullOutParamRejected,
    {
        .api = {"cudaMallocHost"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMallocHost",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_RECORD_CODE(cudaMallocHost(nullptr, 16));
  cudasem::last_error(cudasem::LastError::clear);
}
