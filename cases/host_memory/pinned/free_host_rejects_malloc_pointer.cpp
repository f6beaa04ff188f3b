// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, RejectsMallocPointer, {
    .id = "host_memory.pinned.free_host_rejects_malloc_pointer",
    .cite = {.doc = "RT", .section = "cudaFreeHost",
             .quote = "which must have been returned by a previous call to cudaMallocHost() or cudaHostAlloc()",
             .version = "13.0"},
}) {
  cudasem::PageableBuffer<unsigned> pageable(1024);

  cudaError_t result = cudaFreeHost(pageable.data());

  CUDASEM_EXPECT_ERROR(result, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
