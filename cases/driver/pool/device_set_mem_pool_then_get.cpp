// SPDX-License-Identifier: Apache-2.0
// cuDeviceSetMemPool(device 0, pool): cuDeviceGetMemPool of device 0 then returns that pool (the
// default pool is restored at the end).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceSetMemPool, GetReturnsLastSetPool,
    {
        .api = {"cuDeviceSetMemPool", "cuDeviceGetMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetMemPool",
            .quote = "Returns the last pool provided to cuDeviceSetMemPool for this device"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  RestoreDefaultPool restore;

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceSetMemPool(cudasem::device0(), pool));

  const bool is_set_pool = current_pool_of_device0() == pool.get();
  CUDASEM_EXPECT_TRUE_NAMED("current_pool_is_set_pool", is_set_pool);
}
