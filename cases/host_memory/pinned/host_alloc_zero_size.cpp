// SPDX-License-Identifier: Apache-2.0
// The reference says nothing about size 0: record the code and the pointer returned.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostAlloc, ZeroSize,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaHostAlloc", .quote = "Requested allocation size in bytes"},
        .claim = cudasem::Claim::hedge,
    }) {
  void* const sentinel = reinterpret_cast<void*>(0xdeadbeefUL);
  void* p = sentinel;

  cudaError_t result = cudaHostAlloc(&p, 0, cudaHostAllocDefault);

  cudasem::observe("host_alloc_result", result);
  cudasem::observe("pointer_is_null", p == nullptr);
  cudasem::observe("pointer_unchanged", p == sentinel);
  if (result == cudaSuccess && p != sentinel) {
    CUDASEM_EXPECT_OK(cudaFreeHost(p));
  }
  cudasem::last_error(cudasem::LastError::clear);
}
