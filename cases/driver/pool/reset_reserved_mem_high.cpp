// SPDX-License-Identifier: Apache-2.0
// 32 MiB allocated from a new pool, freed and trimmed away (cuMemPoolTrimTo(pool, 0)): resetting
// CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH (set to 0) lowers it below its value before (at least 32 MiB).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolSetAttribute, ResetsReservedMemHigh,
    {
        .api = {"cuMemPoolSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolSetAttribute",
            .quote =
                "Reset the high watermark that tracks the amount of backing memory that was allocated for the memory pool."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  PoolRig rig;
  ASSERT_NO_FATAL_FAILURE(make_pool_with_unused_reserve(rig, 32 << 20));
  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolTrimTo(rig.pool, 0));
  const cuuint64_t before = pool_u64(rig.pool, CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH);
  const cuuint64_t current = pool_u64(rig.pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT);
  if (current >= before) GTEST_SKIP() << "the trim gave nothing back; reserved " << current << " >= high " << before;
  cuuint64_t zero = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolSetAttribute(rig.pool, CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH, &zero));

  const cuuint64_t after = pool_u64(rig.pool, CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH);
  cudasem::observe("reserved_high_before_covers_peak", before >= (cuuint64_t{32} << 20));
  cudasem::observe("reserved_high_lowered", after < before);
  CUDASEM_EXPECT_TRUE_NAMED("reserved_high.covers_peak", before >= (cuuint64_t{32} << 20));
  CUDASEM_EXPECT_TRUE_NAMED("reserved_high.lowered_by_reset", after < before);
}
