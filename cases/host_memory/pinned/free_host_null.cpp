// SPDX-License-Identifier: Apache-2.0
// Unlike cudaFree, the reference does not say what cudaFreeHost(NULL) does: record it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, Null, {
    .id = "host_memory.pinned.free_host_null",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaFreeHost",
             .quote = "which must have been returned by a previous call to cudaMallocHost() or cudaHostAlloc()",
             .version = "13.0"},
}) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // the context exists, so only the NULL matters

  cudaError_t result = cudaFreeHost(nullptr);

  cudasem::observe("result", cudasem::error_text(result));
  cudasem::last_error(cudasem::LastError::clear);
}
