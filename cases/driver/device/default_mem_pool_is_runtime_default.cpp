// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetDefaultMemPool of device 0 is the runtime's default pool of device 0 (the same
// handle: CUmemoryPool and cudaMemPool_t name the same object).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverDeviceDefaultMemPool, IsRuntimeDefault,
    {
        .api = {"cuDeviceGetDefaultMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetDefaultMemPool",
            .quote = "The default mempool of a device contains device memory from that device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUmemoryPool pool = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetDefaultMemPool(&pool, cudasem::device0()));

  cudaMemPool_t rt = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&rt, 0));
  cudasem::observe_pointer("driver_pool", pool);
  cudasem::observe_pointer("runtime_pool", rt);
  CUDASEM_EXPECT_TRUE_NAMED("driver_pool_not_null", pool != nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("driver_pool_is_runtime_pool", static_cast<void*>(pool) == static_cast<void*>(rt));
}
