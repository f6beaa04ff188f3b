// SPDX-License-Identifier: Apache-2.0
// cudaMallocAsync allocates from the pool of the stream's device: the pointer's
// CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE is the device's current pool, and that pool's used
// memory grows by at least the allocation's size.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, UsesPoolOfStreamDevice,
    {
        .api = {"cudaMallocAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote = "The allocation comes from the memory pool associated with the stream's device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::Stream s(cudaStreamNonBlocking);
  cudaMemPool_t current = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetMemPool(&current, 0));
  const std::uint64_t used_before = get_u64(current, cudaMemPoolAttrUsedMemCurrent);
  AsyncAlloc mem;

  CUDASEM_ASSERT_OK(cudaMallocAsync(mem.out(), 8 * kMiB, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));

  const std::uint64_t used_after = get_u64(current, cudaMemPoolAttrUsedMemCurrent);
  const cudaMemPool_t from = pool_of(mem.get());
  cudasem::observe("used_before", static_cast<unsigned long long>(used_before));
  cudasem::observe("used_after", static_cast<unsigned long long>(used_after));
  CUDASEM_EXPECT_TRUE_NAMED("pointer_pool_is_current", from == current);
  CUDASEM_EXPECT_TRUE_NAMED("used_mem_current.grew_by_allocation", used_after >= used_before + 8 * kMiB);
}
