// SPDX-License-Identifier: Apache-2.0
// 8 MiB allocated from a new pool and freed, then 1 MiB allocated (all completed): the pool's
// CU_MEMPOOL_ATTR_USED_MEM_HIGH is still at least 8 MiB.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolGetAttribute, UsedMemHighKeepsPeak,
    {
        .api = {"cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolGetAttribute",
            .quote = "High watermark of the amount of memory from the pool that was in use by the application."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  PoolRig rig;
  ASSERT_NO_FATAL_FAILURE(make_pool_with_unused_reserve(rig, 8 << 20));
  CUdeviceptr p = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocFromPoolAsync(&p, 1 << 20, rig.pool, rig.stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(rig.stream));
  cuuint64_t high = 0;

  CUDASEM_EXPECT_CU_OK(drv.cuMemPoolGetAttribute(rig.pool, CU_MEMPOOL_ATTR_USED_MEM_HIGH, &high));

  CUDASEM_EXPECT_CU_OK(drv.cuMemFreeAsync(p, rig.stream));
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(rig.stream));
  cudasem::observe("used_high_covers_peak", high >= (cuuint64_t{8} << 20));
  CUDASEM_EXPECT_TRUE_NAMED("used_high.covers_peak", high >= (cuuint64_t{8} << 20));
}
