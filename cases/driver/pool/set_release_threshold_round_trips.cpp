// SPDX-License-Identifier: Apache-2.0
// cuMemPoolSetAttribute(CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, 3 MiB) on a new pool: the pool then reports
// 3 MiB.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolSetAttribute, ReleaseThresholdRoundTrips,
    {
        .api = {"cuMemPoolSetAttribute", "cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolSetAttribute",
            .quote = "Amount of reserved memory in bytes to hold onto before trying to release memory back to the OS."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  cuuint64_t set = cuuint64_t{3} << 20;

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &set));

  const cuuint64_t got = pool_u64(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD);
  CUDASEM_EXPECT_EQ_NAMED("release_threshold", got, set);
}
