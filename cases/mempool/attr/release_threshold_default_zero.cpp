// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolAttrReleaseThreshold defaults to 0: reads 0 on a newly created pool and on the
// device's default pool (in a process that never set it).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, ReleaseThresholdDefaultZero,
    {
        .api = {"cudaMemPoolGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolGetAttribute",
            .quote =
                "When more than the release threshold bytes of memory are held by the memory pool, the allocator will try to release memory back to the OS on the next call to stream, event or context synchronize. (default 0)"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemPool_t default_pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&default_pool, 0));

  const std::uint64_t created = observe_u64("created_pool_", pool.get(), cudaMemPoolAttrReleaseThreshold);
  const std::uint64_t by_default = observe_u64("default_pool_", default_pool, cudaMemPoolAttrReleaseThreshold);

  CUDASEM_EXPECT_EQ_NAMED("release_threshold.created_pool_zero", created, 0u);
  CUDASEM_EXPECT_EQ_NAMED("release_threshold.default_pool_zero", by_default, 0u);
}
