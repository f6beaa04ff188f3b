// SPDX-License-Identifier: Apache-2.0
// Before any cuDeviceSetMemPool in the process, cuDeviceGetMemPool of device 0 returns its default
// pool (cuDeviceGetDefaultMemPool).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetMemPool, DefaultPoolInitially,
    {
        .api = {"cuDeviceGetMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetMemPool",
            .quote =
                "Returns the last pool provided to cuDeviceSetMemPool for this device or the device's default memory pool if cuDeviceSetMemPool has never been called."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUmemoryPool current = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetMemPool(&current, cudasem::device0()));

  const bool is_default = current == default_pool_of_device0();
  CUDASEM_EXPECT_TRUE_NAMED("current_pool_is_default", is_default);
}
