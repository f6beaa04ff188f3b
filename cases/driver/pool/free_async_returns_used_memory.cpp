// SPDX-License-Identifier: Apache-2.0
// An allocation of 4 MiB from a new pool counts in CU_MEMPOOL_ATTR_USED_MEM_CURRENT; after
// cuMemFreeAsync and the stream's completion the pool's used memory is 0.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemFreeAsync, ReturnsUsedMemoryToPool,
    {
        .api = {"cuMemFreeAsync", "cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV", .section = "cuMemFreeAsync", .quote = "Inserts a free operation into hStream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  PoolRig rig;
  CUdeviceptr p = 0;
  ASSERT_NO_FATAL_FAILURE(allocate_from_new_pool(rig, p, 4 << 20));
  const cuuint64_t used_before = pool_u64(rig.pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT);

  CUDASEM_ASSERT_CU_OK(drv.cuMemFreeAsync(p, rig.stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(rig.stream));

  const cuuint64_t used_after = pool_u64(rig.pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT);
  cudasem::observe("used_bytes_before_free", static_cast<unsigned long long>(used_before));
  cudasem::observe("used_bytes_after_free", static_cast<unsigned long long>(used_after));
  CUDASEM_EXPECT_TRUE_NAMED("used_before_free.covers_allocation", used_before >= (cuuint64_t{4} << 20));
  CUDASEM_EXPECT_EQ_NAMED("used_bytes.after_free", used_after, 0u);
}
