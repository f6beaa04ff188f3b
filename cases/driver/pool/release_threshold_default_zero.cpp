// SPDX-License-Identifier: Apache-2.0
// A pool just made by cuMemPoolCreate reports CU_MEMPOOL_ATTR_RELEASE_THRESHOLD 0.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolGetAttribute, ReleaseThresholdDefaultZero,
    {
        .api = {"cuMemPoolGetAttribute", "cuMemPoolCreate"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolGetAttribute",
            .quote =
                "When more than the release threshold bytes of memory are held by the memory pool, the allocator will try to release memory back to the OS on the next call to stream, event or context synchronize. (default 0)"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  cuuint64_t threshold = 1;

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &threshold));

  CUDASEM_EXPECT_EQ_NAMED("release_threshold", threshold, 0u);
}
