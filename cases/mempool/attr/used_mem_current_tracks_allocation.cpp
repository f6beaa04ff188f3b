// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolAttrUsedMemCurrent counts memory in use: on a new pool it grows by at least 8 MiB
// while an 8 MiB allocation is outstanding, and returns to its earlier value once the free
// has completed.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, UsedMemCurrentTracksAllocation,
    {
        .api = {"cudaMemPoolGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolGetAttribute",
            .quote = "Amount of memory from the pool that is currently in use by the application."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  const std::uint64_t before = observe_u64("before_", pool.get(), cudaMemPoolAttrUsedMemCurrent);
  void* p = nullptr;

  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&p, 8 * kMiB, pool.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const std::uint64_t during = observe_u64("during_", pool.get(), cudaMemPoolAttrUsedMemCurrent);
  CUDASEM_ASSERT_OK(cudaFreeAsync(p, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const std::uint64_t after = observe_u64("after_", pool.get(), cudaMemPoolAttrUsedMemCurrent);

  CUDASEM_EXPECT_TRUE_NAMED("used_mem_current.grew_by_allocation", during >= before + 8 * kMiB);
  CUDASEM_EXPECT_EQ_NAMED("used_mem_current.restored_after_free", after, before);
}
