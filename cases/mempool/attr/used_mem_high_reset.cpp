// SPDX-License-Identifier: Apache-2.0
// Setting cudaMemPoolAttrUsedMemHigh to 0 resets the watermark: after an 8 MiB allocation was
// freed, the watermark is at least 8 MiB; after the reset it is below 8 MiB.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, UsedMemHighReset,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote =
                "Reset the high watermark that tracks the amount of used memory that was allocated for the memory pool."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  ASSERT_NO_FATAL_FAILURE(allocate_and_free(pool, s, 8 * kMiB));
  const std::uint64_t before = observe_u64("before_reset_", pool.get(), cudaMemPoolAttrUsedMemHigh);

  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrUsedMemHigh, 0));

  const std::uint64_t after = observe_u64("after_reset_", pool.get(), cudaMemPoolAttrUsedMemHigh);
  observe_u64("after_reset_", pool.get(), cudaMemPoolAttrUsedMemCurrent);
  CUDASEM_EXPECT_TRUE_NAMED("used_mem_high.reached_allocation", before >= 8 * kMiB);
  CUDASEM_EXPECT_TRUE_NAMED("used_mem_high.lowered_by_reset", after < 8 * kMiB);
}
