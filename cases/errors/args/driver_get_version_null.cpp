// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(NullArguments, DriverGetVersionNull,
    {
        .api = {"cudaDriverGetVersion"},
        .cite = {.doc = "RT",
            .section = "cudaDriverGetVersion",
            .quote = "This function automatically returns cudaErrorInvalidValue if driverVersion is NULL."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaError_t r = cudaDriverGetVersion(nullptr);

  CUDASEM_EXPECT_ERROR_OF(cudaDriverGetVersion, r, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
