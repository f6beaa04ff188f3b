// SPDX-License-Identifier: Apache-2.0
// The runtime text is silent on size 0 (cuMemAlloc documents CUDA_ERROR_INVALID_VALUE).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMalloc, ZeroSize,
    {
        .api = {"cudaMalloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemAlloc",
            .quote = "If bytesize is 0, cuMemAlloc() returns CUDA_ERROR_INVALID_VALUE."},
        .claim = cudasem::Claim::hedge,
    }) {
  void* p = reinterpret_cast<void*>(0xdeadbeef);

  cudaError_t result = cudaMalloc(&p, 0);

  cudasem::observe("malloc_result", result);
  cudasem::observe_pointer("returned_pointer", p);
  cudasem::observe("pointer_unchanged", p == reinterpret_cast<void*>(0xdeadbeef));
  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess && p != nullptr) CUDASEM_EXPECT_OK(cudaFree(p));
}
