// SPDX-License-Identifier: Apache-2.0
// cudaMallocHost memory is released with cudaFreeHost, never cudaFree; the buffer still
// frees it with cudaFreeHost afterwards.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, PinnedPointerRejected, {
    .id = "device_memory.free.pinned_pointer_rejected",
    .cite = {.doc = "RT", .section = "cudaFree",
             .quote = "which must have been returned by a previous call to one of the following memory allocation APIs",
             .version = "13.0"},
}) {
  cudasem::PinnedBuffer<unsigned> pinned(1024);

  cudaError_t result = cudaFree(pinned.data());

  CUDASEM_EXPECT_ERROR(result, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
