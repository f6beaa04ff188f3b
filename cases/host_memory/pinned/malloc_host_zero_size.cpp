// SPDX-License-Identifier: Apache-2.0
// The reference says nothing about size 0: record the code and the pointer returned.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocHost, ZeroSize,
    {
        .api = {"cudaMallocHost"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaMallocHost", .quote = "Requested allocation size in bytes"},
        .claim = cudasem::Claim::hedge,
    }) {
  void* const sentinel = reinterpret_cast<void*>(0xdeadbeefUL);
  void* p = sentinel;

  cudaError_t result = cudaMallocHost(&p, 0);

  cudasem::observe("malloc_host_result", result);
  cudasem::observe("pointer_is_null", p == nullptr);
  cudasem::observe("pointer_unchanged", p == sentinel);
  if (result == cudaSuccess && p != sentinel) {
    CUDASEM_EXPECT_OK(cudaFreeHost(p));
  }
  cudasem::last_error(cudasem::LastError::clear);
}
