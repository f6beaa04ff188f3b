// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaFree of a pageable host pointer; the text says the pointer must have been
// returned by an allocation call, and names no outcome: records the code.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, PageablePointerRejected,
    {
        .api = {"cudaFree"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote = "which must have been returned by a previous call to one of the following memory allocation APIs"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::PageableBuffer<unsigned> host(1024);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  cudaError_t result = cudaFree(host.data());

  cudasem::observe("pageable_pointer_free", result);
  cudasem::last_error(cudasem::LastError::clear);
}
