// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <cstdint>

CUDASEM_CASE(CudaMallocOutOfMemory, SizeMaxReturnsMemoryAllocation,
    {
        .api = {"cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "cudaMalloc",
            .quote = "cudaMalloc() returns cudaErrorMemoryAllocation in case of failure."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  void* p = reinterpret_cast<void*>(0x1);

  cudaError_t result = cudaMalloc(&p, SIZE_MAX);

  CUDASEM_EXPECT_ERROR_OF(cudaMalloc, result, cudaErrorMemoryAllocation);
  cudasem::observe_pointer("dev_ptr_after_failure", p);
  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess) CUDASEM_EXPECT_OK(cudaFree(p));
}
