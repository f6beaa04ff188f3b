// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaFree of a cudaMallocHost pointer; the text says the pointer must have been
// returned by one of the device allocation calls, and names no outcome: records the code.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, PinnedPointerRejected,
    {
        .api = {"cudaFree"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote = "which must have been returned by a previous call to one of the following memory allocation APIs"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::PinnedBuffer<unsigned> pinned(1024);

  cudaError_t result = cudaFree(pinned.data());

  cudasem::observe("pinned_pointer_free", result);
  cudasem::last_error(cudasem::LastError::clear);
}
