// SPDX-License-Identifier: Apache-2.0
// A null pHost leaves nowhere to return the allocation: the documented invalid-value error.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostAlloc, NullOutParamRejected, {
    .id = "host_memory.pinned.host_alloc_null_out_param_rejected",
    .cite = {.doc = "RT", .section = "cudaHostAlloc",
             .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation",
             .version = "13.0"},
}) {
  cudaError_t result = cudaHostAlloc(nullptr, 16, cudaHostAllocDefault);

  CUDASEM_EXPECT_ERROR(result, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
