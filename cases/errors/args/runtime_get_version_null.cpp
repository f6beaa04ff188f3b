// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(NullArguments, RuntimeGetVersionNull,
    {
        .api = {"cudaRuntimeGetVersion"},
        .cite = {.doc = "RT",
            .section = "cudaRuntimeGetVersion",
            .quote =
                "This function automatically returns cudaErrorInvalidValue if the runtimeVersion argument is NULL."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaError_t r = cudaRuntimeGetVersion(nullptr);

  CUDASEM_EXPECT_ERROR_OF(cudaRuntimeGetVersion, r, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
