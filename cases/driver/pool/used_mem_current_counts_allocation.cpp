// SPDX-License-Identifier: Apache-2.0
// While 4 MiB from a new pool are allocated (the allocation completed),
// CU_MEMPOOL_ATTR_USED_MEM_CURRENT is at least 4 MiB.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolGetAttribute, UsedMemCurrentCountsAllocation,
    {
        .api = {"cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolGetAttribute",
            .quote = "Amount of memory from the pool that is currently in use by the application."},
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUdeviceptr p = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocFromPoolAsync(&p, 4 << 20, pool, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));
  cuuint64_t used = 0;

  CUDASEM_EXPECT_CU_OK(drv.cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT, &used));

  CUDASEM_EXPECT_CU_OK(drv.cuMemFreeAsync(p, stream));
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
  cudasem::observe("used_bytes_covers_allocation", used >= (cuuint64_t{4} << 20));
  cudasem::measure("used_bytes", static_cast<unsigned long long>(used));
  EXPECT_GE(used, cuuint64_t{4} << 20);
}
