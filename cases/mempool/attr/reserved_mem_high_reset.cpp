// SPDX-License-Identifier: Apache-2.0
// Setting cudaMemPoolAttrReservedMemHigh to 0 resets the watermark: after 32 MiB were reserved
// and then trimmed away, the watermark drops from its peak once reset.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, ReservedMemHighReset,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote =
                "Reset the high watermark that tracks the amount of backing memory that was allocated for the memory pool."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  ASSERT_NO_FATAL_FAILURE(allocate_and_free(pool, s, 32 * kMiB));
  CUDASEM_ASSERT_OK(cudaMemPoolTrimTo(pool.get(), 0));
  const std::uint64_t before = observe_u64("before_reset_", pool.get(), cudaMemPoolAttrReservedMemHigh);
  const std::uint64_t current = observe_u64("before_reset_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  if (current >= before)
    GTEST_SKIP() << "requires the pool to give back trimmed memory; reserved current " << current << " >= high "
                 << before;

  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrReservedMemHigh, 0));

  const std::uint64_t after = observe_u64("after_reset_", pool.get(), cudaMemPoolAttrReservedMemHigh);
  CUDASEM_EXPECT_TRUE_NAMED("reserved_mem_high.reached_allocation", before >= 32 * kMiB);
  CUDASEM_EXPECT_TRUE_NAMED("reserved_mem_high.lowered_by_reset", after < before);
}
