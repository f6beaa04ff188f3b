// SPDX-License-Identifier: Apache-2.0
// A pool (release threshold at its largest) that reserved memory for a freed 8 MiB allocation,
// its free completed: cuMemPoolTrimTo(pool, 1) leaves fewer than 1 byte reserved
// (CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT 0).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolTrimTo, OneByteReleasesUnusedReserve,
    {
        .api = {"cuMemPoolTrimTo"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolTrimTo",
            .quote = "Releases memory back to the OS until the pool contains fewer than minBytesToKeep reserved bytes"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  PoolRig rig;
  ASSERT_NO_FATAL_FAILURE(make_pool_with_unused_reserve(rig, 8 << 20));
  const cuuint64_t reserved_before = pool_u64(rig.pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT);

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolTrimTo(rig.pool, 1));

  const cuuint64_t reserved_after = pool_u64(rig.pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT);
  cudasem::observe("reserve_held_before_trim", reserved_before > 0);
  cudasem::observe("reserved_bytes_after_trim", static_cast<unsigned long long>(reserved_after));
  CUDASEM_ASSERT_TRUE_NAMED("reserve.held_before_trim", reserved_before > 0u) << "the pool held no reserve to trim";
  CUDASEM_EXPECT_EQ_NAMED("reserved_bytes.after_trim", reserved_after, 0u);
}
