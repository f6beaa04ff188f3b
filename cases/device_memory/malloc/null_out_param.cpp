// SPDX-License-Identifier: Apache-2.0
// Characterization: A null devPtr leaves nowhere to return the allocation. The text gives only the
// function's return list, no condition for this input: the code the call returns is recorded (with
// whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMalloc, NullOutParam,
    {
        .api = {"cudaMalloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMalloc",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_RECORD_CODE(cudaMalloc(nullptr, 16));
  cudasem::last_error(cudasem::LastError::clear);
}
