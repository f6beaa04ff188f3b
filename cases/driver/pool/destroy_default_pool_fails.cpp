// SPDX-License-Identifier: Apache-2.0
// cuMemPoolDestroy of device 0's default pool fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolDestroy, DefaultPoolFails,
    {
        .api = {"cuMemPoolDestroy", "cuDeviceGetDefaultMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolDestroy",
            .quote = "A device's default memory pool cannot be destroyed."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const CUmemoryPool pool = default_pool_of_device0();
  ASSERT_NE(pool, nullptr);

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemPoolDestroy(pool));
}
