// SPDX-License-Identifier: Apache-2.0
// A pool made device 0's current pool (cuDeviceSetMemPool) and destroyed: cuDeviceGetMemPool then
// returns device 0's default pool.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolDestroy, CurrentPoolRevertsToDefault,
    {
        .api = {"cuMemPoolDestroy", "cuDeviceSetMemPool", "cuDeviceGetMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolDestroy",
            .quote =
                "Destroying the current mempool of a device sets the default mempool of that device as the current mempool for that device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  RestoreDefaultPool restore;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceSetMemPool(cudasem::device0(), pool));

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolDestroy(pool.abandon()));

  const bool is_default = current_pool_of_device0() == default_pool_of_device0();
  CUDASEM_EXPECT_TRUE_NAMED("current_pool_is_default", is_default);
}
