// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(NullArguments, RuntimeGetVersionNull, {
    .id = "errors.args.runtime_get_version_null",
    .cite = {.doc = "RT", .section = "cudaRuntimeGetVersion",
             .quote = "This function automatically returns cudaErrorInvalidValue if the runtimeVersion argument is NULL.",
             .version = "13.0"},
}) {
  cudaError_t r = cudaRuntimeGetVersion(nullptr);

  CUDASEM_EXPECT_ERROR(r, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
