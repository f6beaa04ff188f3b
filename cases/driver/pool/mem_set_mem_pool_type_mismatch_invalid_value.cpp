// SPDX-License-Identifier: Apache-2.0
// cuMemSetMemPool for device 0 with CU_MEM_ALLOCATION_TYPE_MANAGED and a pinned pool of device 0
// returns CUDA_ERROR_INVALID_VALUE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemSetMemPool, TypeMismatchInvalidValue,
    {
        .api = {"cuMemSetMemPool"},
        .cite = {.doc = "DRV",
            .section = "cuMemSetMemPool",
            .quote =
                "The location and allocation type specified must match those of the pool otherwise CUDA_ERROR_INVALID_VALUE is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  RestoreDefaultPool restore;
  CUmemLocation where = mem_location_device(0);

  CUDASEM_EXPECT_CU_ERROR(drv.cuMemSetMemPool(&where, CU_MEM_ALLOCATION_TYPE_MANAGED, pool), CUDA_ERROR_INVALID_VALUE);
}
