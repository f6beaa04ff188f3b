// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventElapsedTime, NeverRecordedInvalidHandle,
    {
        .api = {"cudaEventElapsedTime"},
        .cite = {.doc = "RT",
            .section = "cudaEventElapsedTime",
            .quote = "If cudaEventRecord() has not been called on either event, then "
                     "cudaErrorInvalidResourceHandle is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Event start, end;
  float ms = -1.0f;

  const cudaError_t result = cudaEventElapsedTime(&ms, start, end);

  CUDASEM_EXPECT_ERROR_OF(cudaEventElapsedTime, result, cudaErrorInvalidResourceHandle);
}
