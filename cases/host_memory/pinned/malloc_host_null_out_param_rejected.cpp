// SPDX-License-Identifier: Apache-2.0
// A null ptr leaves nowhere to return the allocation: the documented invalid-value error.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocHost, NullOutParamRejected, {
    .id = "host_memory.pinned.malloc_host_null_out_param_rejected",
    .cite = {.doc = "RT", .section = "cudaMallocHost",
             .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation",
             .version = "13.0"},
}) {
  cudaError_t result = cudaMallocHost(nullptr, 16);

  CUDASEM_EXPECT_ERROR(result, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
