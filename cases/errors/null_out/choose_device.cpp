// SPDX-License-Identifier: Apache-2.0
// Characterization: A null device pointer (zeroed properties) leaves nowhere to write the result.
// The text gives only the function's return list, no condition for this input: the code the call
// returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaChooseDevice, NullOutParam,
    {
        .api = {"cudaChooseDevice"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaChooseDevice", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudaDeviceProp prop{};

  CUDASEM_RECORD_CODE(cudaChooseDevice(nullptr, &prop));
  cudasem::last_error(cudasem::LastError::clear);
}
