// SPDX-License-Identifier: Apache-2.0
// Characterization: A null id pointer (a created stream) leaves nowhere to write the result. The
// text gives only the function's return list, no condition for this input: the code the call
// returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetId, NullOutParam,
    {
        .api = {"cudaStreamGetId"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaStreamGetId", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_RECORD_CODE(cudaStreamGetId(stream.get(), nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
