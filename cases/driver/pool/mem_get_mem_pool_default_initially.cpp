// SPDX-License-Identifier: Apache-2.0
// Before any cuMemSetMemPool or cuDeviceSetMemPool, cuMemGetMemPool for device 0 and
// CU_MEM_ALLOCATION_TYPE_PINNED returns the location's default pool (cuMemGetDefaultMemPool).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetMemPool, DefaultPoolInitially,
    {
        .api = {"cuMemGetMemPool", "cuMemGetDefaultMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuMemGetMemPool",
            .quote =
                "or the location's default memory pool if cuMemSetMemPool or cuDeviceSetMemPool for that allocType and location has never been called."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUmemLocation where = mem_location_device(0);
  CUmemoryPool def = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuMemGetDefaultMemPool(&def, &where, CU_MEM_ALLOCATION_TYPE_PINNED));
  CUmemoryPool current = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuMemGetMemPool(&current, &where, CU_MEM_ALLOCATION_TYPE_PINNED));

  const bool same = current == def;
  CUDASEM_EXPECT_TRUE_NAMED("current_pool_is_default", same);
}
