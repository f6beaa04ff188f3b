// SPDX-License-Identifier: Apache-2.0
// After cudaDeviceSetMemPool, cudaMallocAsync allocates from the pool that was set: the
// pointer's CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE is that pool and its used memory grows.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, MallocAsyncUsesSetPool,
    {
        .api = {"cudaDeviceSetMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetMemPool",
            .quote =
                "Unless a mempool is specified in the cudaMallocAsync call, cudaMallocAsync allocates from the current mempool of the provided stream's device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaDeviceSetMemPool(0, pool.get()));
  AsyncAlloc mem;

  CUDASEM_ASSERT_OK(cudaMallocAsync(mem.out(), 4 * kMiB, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));

  const cudaMemPool_t from = pool_of(mem.get());
  const std::uint64_t used = observe_u64("set_pool_", pool.get(), cudaMemPoolAttrUsedMemCurrent);
  CUDASEM_EXPECT_TRUE_NAMED("pointer_pool_is_set_pool", from == pool.get());
  CUDASEM_EXPECT_TRUE_NAMED("used_mem_current.covers_allocation", used >= 4 * kMiB);
}
