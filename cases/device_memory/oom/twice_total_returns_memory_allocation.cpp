// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocOutOfMemory, TwiceTotalReturnsMemoryAllocation,
    {
        .api = {"cudaMalloc"},
        .cite = {.doc = "RT",
            .section = "cudaMalloc",
            .quote = "cudaMalloc() returns cudaErrorMemoryAllocation in case of failure."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::size_t free_bytes = 0, total_bytes = 0;
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_bytes, &total_bytes));
  void* p = reinterpret_cast<void*>(0x1);

  cudaError_t result = cudaMalloc(&p, 2 * total_bytes);

  CUDASEM_EXPECT_ERROR_OF(cudaMalloc, result, cudaErrorMemoryAllocation);
  cudasem::observe_pointer("dev_ptr_after_failure", p);
  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess) CUDASEM_EXPECT_OK(cudaFree(p));
}
