// SPDX-License-Identifier: Apache-2.0
// Characterization: A null stream pointer leaves nowhere to write the result. The text gives only
// the function's return list, no condition for this input: the code the call returns is recorded
// (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamCreate, NullOutParam,
    {
        .api = {"cudaStreamCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaStreamCreate", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_RECORD_CODE(cudaStreamCreate(nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
