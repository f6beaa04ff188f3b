// SPDX-License-Identifier: Apache-2.0
// Characterization: A null flags pointer (a created stream) leaves nowhere to write the result. The
// text gives only the function's return list, no condition for this input: the code the call
// returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetFlags, NullOutParam,
    {
        .api = {"cudaStreamGetFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaStreamGetFlags", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_RECORD_CODE(cudaStreamGetFlags(stream.get(), nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
