// SPDX-License-Identifier: Apache-2.0
// On devices of compute capability 9.0 and later cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth)
// returns cudaErrorUnsupportedLimit.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitDevRuntimeSyncDepth, SetUnsupportedFromCc90,
    {
        .api = {"cudaDeviceSetLimit"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote =
                "This limit is only applicable to devices of compute capability < 9.0. Attempting to set this limit on devices of other compute capability will results in error cudaErrorUnsupportedLimit being returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  CUDASEM_EXPECT_ERROR(cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 4), cudaErrorUnsupportedLimit);
  cudasem::last_error(cudasem::LastError::clear);
}
