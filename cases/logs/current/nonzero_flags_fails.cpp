// SPDX-License-Identifier: Apache-2.0
// cudaLogsCurrent with flags 1 (flags is reserved and must be 0) fails with one of its documented
// codes.
#include "../logs.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLogsCurrent, NonZeroFlagsFails,
    {
        .api = {"cudaLogsCurrent"},
        .cite = {.doc = "RT", .section = "cudaLogsCurrent", .quote = "flags - Reserved for future use, must be 0"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaLogIterator iterator = 0;

  CUDASEM_EXPECT_FAILURE(cudaLogsCurrent(&iterator, 1));
  cudasem::last_error(cudasem::LastError::clear);
}
