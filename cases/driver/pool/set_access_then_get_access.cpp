// SPDX-License-Identifier: Apache-2.0
// cuMemPoolSetAccess of one descriptor (device 0, CU_MEM_ACCESS_FLAGS_PROT_READWRITE) on a pool of
// device 0 succeeds, and cuMemPoolGetAccess for device 0 then reports read-write access.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolSetAccess, GetAccessReportsSetAccess,
    {
        .api = {"cuMemPoolSetAccess", "cuMemPoolGetAccess"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolSetAccess",
            .quote = "Array of access descriptors. Each descriptor instructs the access to enable for a single gpu."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  const CUmemAccessDesc desc = read_write_access(0);

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolSetAccess(pool, &desc, 1));

  CUmemLocation where = mem_location_device(0);
  CUmemAccess_flags flags = CU_MEM_ACCESS_FLAGS_PROT_NONE;
  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolGetAccess(&flags, pool, &where));
  CUDASEM_EXPECT_EQ_NAMED("access_flags", flags, CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
}
