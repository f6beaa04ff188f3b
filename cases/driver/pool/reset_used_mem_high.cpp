// SPDX-License-Identifier: Apache-2.0
// After 4 MiB were allocated from a new pool and freed (the stream completed), the pool's
// CU_MEMPOOL_ATTR_USED_MEM_HIGH is at least 4 MiB; setting it to 0 resets it to 0 (nothing is in use).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolSetAttribute, ResetsUsedMemHigh,
    {
        .api = {"cuMemPoolSetAttribute", "cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolSetAttribute",
            .quote =
                "Reset the high watermark that tracks the amount of used memory that was allocated for the memory pool."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  PoolRig rig;
  ASSERT_NO_FATAL_FAILURE(make_pool_with_unused_reserve(rig, 4 << 20));
  const cuuint64_t high_before = pool_u64(rig.pool, CU_MEMPOOL_ATTR_USED_MEM_HIGH);
  cuuint64_t zero = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolSetAttribute(rig.pool, CU_MEMPOOL_ATTR_USED_MEM_HIGH, &zero));

  const cuuint64_t high_after = pool_u64(rig.pool, CU_MEMPOOL_ATTR_USED_MEM_HIGH);
  cudasem::observe("used_high_before_reset_covers_allocation", high_before >= (cuuint64_t{4} << 20));
  cudasem::observe("used_high_after_reset", static_cast<unsigned long long>(high_after));
  CUDASEM_EXPECT_TRUE_NAMED("used_high.covers_allocation", high_before >= (cuuint64_t{4} << 20));
  CUDASEM_EXPECT_EQ_NAMED("used_high.after_reset", high_after, 0u);
}
