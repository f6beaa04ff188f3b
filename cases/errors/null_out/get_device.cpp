// SPDX-License-Identifier: Apache-2.0
// Characterization: A null device pointer leaves nowhere to write the result. The text gives only
// the function's return list, no condition for this input: the code the call returns is recorded
// (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetDevice, NullOutParam,
    {
        .api = {"cudaGetDevice"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaGetDevice", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_RECORD_CODE(cudaGetDevice(nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
