// SPDX-License-Identifier: Apache-2.0
// cuMemAllocFromPoolAsync from a pool made by cuMemPoolCreate: the allocation's
// CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE is that pool.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAllocFromPoolAsync, ComesFromPool,
    {
        .api = {"cuMemAllocFromPoolAsync", "cuMemPoolCreate"},
        .cite = {.doc = "DRV",
            .section = "cuMemAllocFromPoolAsync",
            .quote = "The allocation comes from the specified memory pool."},
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

  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocFromPoolAsync(&p, 1 << 20, pool, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  const CUmemoryPool owner = pool_of_pointer(p);
  CUDASEM_EXPECT_CU_OK(drv.cuMemFreeAsync(p, stream));
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
  const bool same = owner == pool.get();
  cudasem::observe("pointer_pool_is_created_pool", same);
  EXPECT_TRUE(same);
}
