// SPDX-License-Identifier: Apache-2.0
// A null event pointer leaves nowhere to write the result. The text gives only the list of return
// codes, so the call must fail with one of them; which one is recorded (as for cudaMalloc's,
// device_memory.malloc.null_out_param).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventCreate, NullOutParam,
    {
        .api = {"cudaEventCreate"},
        .cite = {.doc = "RT", .section = "cudaEventCreate", .quote = "cudaSuccess, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_EXPECT_FAILURE(cudaEventCreate(nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
