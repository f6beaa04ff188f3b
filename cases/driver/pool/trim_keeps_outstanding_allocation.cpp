// SPDX-License-Identifier: Apache-2.0
// cuMemPoolTrimTo(pool, 0) while 4 MiB from the pool are still allocated: the pool keeps at least
// 4 MiB reserved and the allocation keeps the words set in it.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolTrimTo, KeepsOutstandingAllocation,
    {
        .api = {"cuMemPoolTrimTo"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolTrimTo",
            .quote = "Allocations that have not been freed count as outstanding."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  PoolRig rig;
  constexpr std::size_t kWords = (4u << 20) / 4;
  CUdeviceptr p = 0;
  ASSERT_NO_FATAL_FAILURE(allocate_from_new_pool(rig, p, kWords * 4, 0xa11ca7e5u));

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolTrimTo(rig.pool, 0));

  const cuuint64_t reserved = pool_u64(rig.pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT);
  const std::size_t kept = device_words_equal(p, kWords, 0xa11ca7e5u);
  free_in_rig_stream(rig, p);
  cudasem::observe("reserve_covers_allocation", reserved >= kWords * 4);
  cudasem::observe("words_kept", kept);
  CUDASEM_EXPECT_TRUE_NAMED("reserved_bytes.cover_allocation", reserved >= kWords * 4);
  CUDASEM_EXPECT_EQ_NAMED("allocation.words_kept", kept, kWords);
}
