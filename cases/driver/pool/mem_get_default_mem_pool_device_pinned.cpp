// SPDX-License-Identifier: Apache-2.0
// cuMemGetDefaultMemPool for device 0 (CU_MEM_LOCATION_TYPE_DEVICE) and CU_MEM_ALLOCATION_TYPE_PINNED
// returns the pool cuDeviceGetDefaultMemPool returns for device 0.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetDefaultMemPool, DevicePinnedIsDeviceDefault,
    {
        .api = {"cuMemGetDefaultMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuMemGetDefaultMemPool",
            .quote = "Returns the default memory pool for a given location and allocation type"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUmemLocation where = mem_location_device(0);
  CUmemoryPool pool = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuMemGetDefaultMemPool(&pool, &where, CU_MEM_ALLOCATION_TYPE_PINNED));

  const bool same = pool == default_pool_of_device0();
  CUDASEM_EXPECT_TRUE_NAMED("pool_is_device_default", same);
}
