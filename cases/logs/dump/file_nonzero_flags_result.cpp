// SPDX-License-Identifier: Apache-2.0
// cudaLogsDumpToFile with flags 1: flags is reserved and must be 0, a requirement on the caller; the
// text names no error for another value (characterization: records the code).
#include "../logs.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLogsDumpToFile, NonZeroFlagsResultRecorded,
    {
        .api = {"cudaLogsDumpToFile"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaLogsDumpToFile", .quote = "flags - Reserved for future use, must be 0"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::logs::TempPath path("cudasem_logs_flags");

  // A caller requirement: the case records what the call returns.
  const cudaError_t result = cudaLogsDumpToFile(nullptr, path.str().c_str(), 1);
  cudasem::observe("dump_result", result);
  cudasem::last_error(cudasem::LastError::clear);
}
