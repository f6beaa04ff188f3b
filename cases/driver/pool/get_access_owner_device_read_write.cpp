// SPDX-License-Identifier: Apache-2.0
// A pool of device 0 made by cuMemPoolCreate is accessible from device 0: cuMemPoolGetAccess for
// device 0 reports CU_MEM_ACCESS_FLAGS_PROT_READWRITE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolGetAccess, OwnerDeviceReadWrite,
    {
        .api = {"cuMemPoolGetAccess", "cuMemPoolCreate"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolCreate",
            .quote = "By default, the pool's memory will be accessible from the device it is allocated on."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  CUmemLocation where = mem_location_device(0);
  CUmemAccess_flags flags = CU_MEM_ACCESS_FLAGS_PROT_NONE;

  CUDASEM_ASSERT_CU_OK(drv.cuMemPoolGetAccess(&flags, pool, &where));

  CUDASEM_EXPECT_EQ_NAMED("access_flags", flags, CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
}
