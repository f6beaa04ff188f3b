// SPDX-License-Identifier: Apache-2.0
// Plain malloc memory was neither allocated by cudaHostAlloc nor registered: no device pointer.
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostGetDevicePointer, RejectsMallocPointer,
    {
        .api = {"cudaHostGetDevicePointer"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaHostGetDevicePointer",
            .quote =
                "Passes back the device pointer corresponding to the mapped, pinned host buffer allocated by cudaHostAlloc() or registered by cudaHostRegister()."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudasem::PageableBuffer<unsigned> pageable(1024);
  ASSERT_NE(pageable.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* device = nullptr;

  cudaError_t result = cudaHostGetDevicePointer(&device, pageable.data(), 0);

  cudasem::observe("cudaHostGetDevicePointer_result", result);
  cudasem::last_error(cudasem::LastError::clear);
}
