// SPDX-License-Identifier: Apache-2.0
// Characterization: A null pointer is no host range to page-lock: the documented invalid-value
// error. The text gives only the function's return list, no condition for this input: the code the
// call returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostRegister, NullRejected,
    {
        .api = {"cudaHostRegister"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation, cudaErrorHostMemoryAlreadyRegistered, cudaErrorNotSupported"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  cudaError_t result = cudaHostRegister(nullptr, 4096, cudaHostRegisterDefault);

  CUDASEM_RECORD_CODE_OF(cudaHostRegister, result);
  cudasem::last_error(cudasem::LastError::clear);
}
