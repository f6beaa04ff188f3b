// SPDX-License-Identifier: Apache-2.0
// Plain malloc memory was neither allocated by cudaHostAlloc nor registered: no device pointer.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostGetDevicePointer, RejectsMallocPointer, {
    .id = "host_memory.mapped.get_device_pointer_rejects_malloc_pointer",
    .cite = {.doc = "RT", .section = "cudaHostGetDevicePointer",
             .quote = "Passes back the device pointer corresponding to the mapped, pinned host buffer allocated by cudaHostAlloc() or registered by cudaHostRegister().",
             .version = "13.0"},
    .needs = {cudasem::attr("canMapHostMemory") >= 1},
}) {
  cudasem::PageableBuffer<unsigned> pageable(1024);
  ASSERT_NE(pageable.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* device = nullptr;

  cudaError_t result = cudaHostGetDevicePointer(&device, pageable.data(), 0);

  CUDASEM_EXPECT_ERROR(result, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
