// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaFree of a pointer 256 bytes into a cudaMalloc allocation; the text says the
// pointer must have been returned by an allocation call, and names no outcome: records the code,
// and the code of freeing the allocation itself after.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, InteriorPointerRejected,
    {
        .api = {"cudaFree"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote = "which must have been returned by a previous call to one of the following memory allocation APIs"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  void* base = nullptr;
  CUDASEM_ASSERT_OK(cudaMalloc(&base, 1 << 20));

  cudaError_t result = cudaFree(static_cast<char*>(base) + 256);

  cudasem::observe("interior_pointer_free", result);
  cudasem::last_error(cudasem::LastError::clear);
  const cudaError_t base_free = cudaFree(base);
  cudasem::observe("base_free_after", base_free);
  cudasem::last_error(cudasem::LastError::clear);
}
