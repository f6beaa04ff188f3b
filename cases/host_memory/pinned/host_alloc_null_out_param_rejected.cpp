// SPDX-License-Identifier: Apache-2.0
// Characterization: A null pHost leaves nowhere to return the allocation: the call fails with one
// of its documented codes (the text is only their list); which one is recorded. The text gives only
// the function's return list, no condition for this input: the code the call returns is recorded
// (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostAlloc, NullOutParamRejected,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_RECORD_CODE(cudaHostAlloc(nullptr, 16, cudaHostAllocDefault));
  cudasem::last_error(cudasem::LastError::clear);
}
