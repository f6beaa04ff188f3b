// SPDX-License-Identifier: Apache-2.0
// While 4 MiB from a new pool are allocated (the allocation completed), the pool's
// CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT is at least 4 MiB.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolGetAttribute, ReservedMemCurrentCoversAllocation,
    {
        .api = {"cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolGetAttribute",
            .quote = "Amount of backing memory currently allocated for the mempool"},
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
  cuuint64_t reserved = 0;

  CUDASEM_EXPECT_CU_OK(drv.cuMemPoolGetAttribute(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT, &reserved));

  CUDASEM_EXPECT_CU_OK(drv.cuMemFreeAsync(p, stream));
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
  cudasem::observe("reserve_covers_allocation", reserved >= (cuuint64_t{4} << 20));
  EXPECT_GE(reserved, cuuint64_t{4} << 20);
}
