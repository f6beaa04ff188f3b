// SPDX-License-Identifier: Apache-2.0
// cudaLogsDumpToFile with flags 1 (flags is reserved and must be 0) fails with one of its
// documented codes.
#include "../logs.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLogsDumpToFile, NonZeroFlagsFails,
    {
        .api = {"cudaLogsDumpToFile"},
        .cite = {.doc = "RT", .section = "cudaLogsDumpToFile", .quote = "flags - Reserved for future use, must be 0"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::logs::TempPath path("cudasem_logs_flags");

  CUDASEM_EXPECT_FAILURE(cudaLogsDumpToFile(nullptr, path.str().c_str(), 1));
  cudasem::last_error(cudasem::LastError::clear);
}
