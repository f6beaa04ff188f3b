// SPDX-License-Identifier: Apache-2.0
// On devices of compute capability 9.0 and later cudaDeviceGetLimit(cudaLimitDevRuntimeSyncDepth)
// returns cudaErrorUnsupportedLimit.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitDevRuntimeSyncDepth, GetUnsupportedFromCc90,
    {
        .api = {"cudaDeviceGetLimit"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetLimit",
            .quote =
                "This functionality is removed for devices of compute capability >= 9.0, and hence will return error cudaErrorUnsupportedLimit on such devices."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  std::size_t depth = 0;

  CUDASEM_EXPECT_ERROR(cudaDeviceGetLimit(&depth, cudaLimitDevRuntimeSyncDepth), cudaErrorUnsupportedLimit);
  cudasem::last_error(cudasem::LastError::clear);
}
