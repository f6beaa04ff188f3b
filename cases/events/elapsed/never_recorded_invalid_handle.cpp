// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventElapsedTime, NeverRecordedInvalidHandle, {
    .id = "events.elapsed.never_recorded_invalid_handle",
    .cite = {.doc = "RT", .section = "cudaEventElapsedTime",
             .quote = "If cudaEventRecord() has not been called on either event, then "
                      "cudaErrorInvalidResourceHandle is returned.",
             .version = "13.0"},
}) {
  cudasem::Event start, end;
  float ms = -1.0f;

  const cudaError_t result = cudaEventElapsedTime(&ms, start, end);

  CUDASEM_EXPECT_ERROR(result, cudaErrorInvalidResourceHandle);
}
