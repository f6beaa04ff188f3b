// SPDX-License-Identifier: Apache-2.0
// cudaMallocFromPoolAsync allocates from the pool it is given, not the device's current pool:
// the pointer's CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE is the given pool and its used memory grows.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocFromPoolAsync, UsesSpecifiedPool,
    {
        .api = {"cudaMallocFromPoolAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMallocFromPoolAsync",
            .quote = "The allocation comes from the specified memory pool."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  AsyncAlloc mem;

  ASSERT_NO_FATAL_FAILURE(allocate_from(pool, s, mem, 4 * kMiB));

  const cudaMemPool_t from = pool_of(mem.get());
  const std::uint64_t used = observe_u64("given_pool_", pool.get(), cudaMemPoolAttrUsedMemCurrent);
  CUDASEM_EXPECT_TRUE_NAMED("pointer_pool_is_given_pool", from == pool.get());
  CUDASEM_EXPECT_TRUE_NAMED("used_mem_current.covers_allocation", used >= 4 * kMiB);
}
