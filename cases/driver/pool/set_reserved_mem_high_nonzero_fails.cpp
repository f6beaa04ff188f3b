// SPDX-License-Identifier: Apache-2.0
// Setting CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH to a non-zero value fails with a documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolSetAttribute, ReservedMemHighNonZeroFails,
    {
        .api = {"cuMemPoolSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolSetAttribute",
            .quote = "It is illegal to set this attribute to a non-zero value."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  cuuint64_t value = 4096;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH, &value));
}
