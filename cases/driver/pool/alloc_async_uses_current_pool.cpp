// SPDX-License-Identifier: Apache-2.0
// After cuDeviceSetMemPool(device 0, pool), cuMemAllocAsync in a stream of device 0 allocates from
// that pool (CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceSetMemPool, AllocAsyncUsesCurrentPool,
    {
        .api = {"cuDeviceSetMemPool", "cuMemAllocAsync"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceSetMemPool",
            .quote = "cuMemAllocAsync allocates from the current mempool of the provided stream's device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  RestoreDefaultPool restore;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceSetMemPool(cudasem::device0(), pool));
  CUdeviceptr p = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocAsync(&p, 1 << 20, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  const bool from_set_pool = pool_of_pointer(p) == pool.get();
  CUDASEM_EXPECT_CU_OK(drv.cuMemFreeAsync(p, stream));
  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(stream));
  CUDASEM_EXPECT_TRUE_NAMED("allocation_from_set_pool", from_set_pool);
}
