// SPDX-License-Identifier: Apache-2.0
// cuMemPoolSetAccess with a descriptor naming device ordinal 4096 (no such GPU) fails with a
// documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolSetAccess, InvalidDeviceFails,
    {
        .api = {"cuMemPoolSetAccess"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolSetAccess",
            .quote = "Each descriptor instructs the access to enable for a single gpu."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  const CUmemAccessDesc desc = read_write_access(4096);

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemPoolSetAccess(pool, &desc, 1));
}
