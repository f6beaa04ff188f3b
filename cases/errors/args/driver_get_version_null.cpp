// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(NullArguments, DriverGetVersionNull, {
    .id = "errors.args.driver_get_version_null",
    .cite = {.doc = "RT", .section = "cudaDriverGetVersion",
             .quote = "This function automatically returns cudaErrorInvalidValue if driverVersion is NULL.",
             .version = "13.0"},
}) {
  cudaError_t r = cudaDriverGetVersion(nullptr);

  CUDASEM_EXPECT_ERROR(r, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
