// SPDX-License-Identifier: Apache-2.0
// cuMemSetMemPool(device 0, CU_MEM_ALLOCATION_TYPE_PINNED, pool) acts as cuDeviceSetMemPool:
// cuDeviceGetMemPool of device 0 then returns the pool (the default is restored at the end).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemSetMemPool, DevicePinnedSetsDevicePool,
    {
        .api = {"cuMemSetMemPool", "cuDeviceGetMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuMemSetMemPool",
            .quote =
                "If the location type is CU_MEM_LOCATION_TYPE_DEVICE and the allocation type is CU_MEM_ALLOCATION_TYPE_PINNED, then this API is the equivalent of calling cuDeviceSetMemPool with the location id as the device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  RestoreDefaultPool restore;
  CUmemLocation where = mem_location_device(0);

  CUDASEM_ASSERT_CU_OK(drv.cuMemSetMemPool(&where, CU_MEM_ALLOCATION_TYPE_PINNED, pool));

  const bool is_set_pool = current_pool_of_device0() == pool.get();
  CUDASEM_EXPECT_TRUE_NAMED("device_pool_is_set_pool", is_set_pool);
}
