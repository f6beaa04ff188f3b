// SPDX-License-Identifier: Apache-2.0
// The Returns list names cudaErrorInvalidValue, but no sentence maps a NULL devPtr to it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMalloc, NullOutParam, {
    .id = "device_memory.malloc.null_out_param",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaMalloc",
             .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation",
             .version = "13.0"},
}) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  cudaError_t result = cudaMalloc(nullptr, 16);

  cudasem::observe("result", cudasem::error_text(result));
  cudasem::observe("last_error_after", cudasem::error_text(cudasem::last_error(cudasem::LastError::clear)));
}
