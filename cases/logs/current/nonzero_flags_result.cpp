// SPDX-License-Identifier: Apache-2.0
// cudaLogsCurrent with flags 1: flags is reserved and must be 0, a requirement on the caller; the
// text names no error for another value (characterization: records the code).
#include "../logs.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLogsCurrent, NonZeroFlagsResultRecorded,
    {
        .api = {"cudaLogsCurrent"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaLogsCurrent", .quote = "flags - Reserved for future use, must be 0"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudaLogIterator iterator = 0;

  // A caller requirement: the case records what the call returns.
  const cudaError_t result = cudaLogsCurrent(&iterator, 1);
  cudasem::observe("logs_current_result", result);
  cudasem::last_error(cudasem::LastError::clear);
}
