// SPDX-License-Identifier: Apache-2.0
// cudaFree frees a pointer returned by cudaMallocAsync (once its allocation completed; the text
// lists cudaMallocAsync among the allocators whose pointers cudaFree takes); the pool's used memory
// before and after is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, CudaFreeAcceptsAsyncPointer,
    {
        .api = {"cudaFree"},
        .cite = {.doc = "RT", .section = "cudaFree", .quote = "Frees the memory space pointed to by devPtr"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudaMemPool_t pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetMemPool(&pool, 0));
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocAsync(&p, 4 * kMiB, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const std::uint64_t used_allocated = get_u64(pool, cudaMemPoolAttrUsedMemCurrent);

  cudaError_t result = cudaFree(p);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());

  const std::uint64_t used_freed = get_u64(pool, cudaMemPoolAttrUsedMemCurrent);
  cudasem::observe("cuda_free", result);
  cudasem::observe("used_while_allocated", static_cast<unsigned long long>(used_allocated));
  cudasem::observe("used_after_free", static_cast<unsigned long long>(used_freed));
  // The text promises that cudaFree frees it; what the pool's accounting shows is recorded only.
  CUDASEM_EXPECT_OK_OF(cudaFree, result);
}
