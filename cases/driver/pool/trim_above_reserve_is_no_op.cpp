// SPDX-License-Identifier: Apache-2.0
// A pool holding an unused reserve of R bytes (a freed 8 MiB allocation, release threshold at its
// largest): cuMemPoolTrimTo(pool, R + 1 GiB) leaves CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT at R.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolTrimTo, AboveReserveIsNoOp,
    {
        .api = {"cuMemPoolTrimTo"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolTrimTo",
            .quote = "If the pool has less than minBytesToKeep reserved, the TrimTo operation is a no-op."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  PoolRig rig;
  ASSERT_NO_FATAL_FAILURE(make_pool_with_unused_reserve(rig, 8 << 20));
  const cuuint64_t before = pool_u64(rig.pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT);
  CUDASEM_ASSERT_TRUE_NAMED("reserve.held_before_trim", before > 0u) << "the pool held no reserve";

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolTrimTo(rig.pool, before + (std::size_t{1} << 30)));

  const cuuint64_t after = pool_u64(rig.pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT);
  cudasem::measure("reserved_bytes", static_cast<unsigned long long>(after));
  CUDASEM_EXPECT_TRUE_NAMED("reserve_unchanged", after == before);
}
