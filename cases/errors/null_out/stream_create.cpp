// SPDX-License-Identifier: Apache-2.0
// A null stream pointer leaves nowhere to write the result. The text gives only the list of return
// codes, so the call must fail with one of them; which one is recorded (as for cudaMalloc's,
// device_memory.malloc.null_out_param).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamCreate, NullOutParam,
    {
        .api = {"cudaStreamCreate"},
        .cite = {.doc = "RT", .section = "cudaStreamCreate", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_EXPECT_FAILURE(cudaStreamCreate(nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
