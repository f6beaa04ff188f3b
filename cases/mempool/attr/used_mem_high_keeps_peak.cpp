// SPDX-License-Identifier: Apache-2.0
// The used-memory high watermark keeps the peak since the last reset: after an 8 MiB
// allocation was freed (and the free completed), cudaMemPoolAttrUsedMemHigh is still at least
// 8 MiB while cudaMemPoolAttrUsedMemCurrent is back down.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, HighWatermarkKeepsPeak,
    {
        .api = {"cudaMemPoolGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolGetAttribute",
            .quote =
                "High watermark of the amount of memory from the pool that was in use by the application since the last time it was reset."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  ASSERT_NO_FATAL_FAILURE(allocate_and_free(pool, s, 8 * kMiB));

  observe_usage("", pool.get());
  const std::uint64_t high = get_u64(pool.get(), cudaMemPoolAttrUsedMemHigh);
  const std::uint64_t current = get_u64(pool.get(), cudaMemPoolAttrUsedMemCurrent);
  CUDASEM_EXPECT_TRUE_NAMED("used_mem_high.keeps_peak", high >= 8 * kMiB);
  CUDASEM_EXPECT_TRUE_NAMED("used_mem_current.below_peak", current < 8 * kMiB);
}
