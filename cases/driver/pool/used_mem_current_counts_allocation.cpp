// SPDX-License-Identifier: Apache-2.0
// While 4 MiB from a new pool are allocated (the allocation completed),
// CU_MEMPOOL_ATTR_USED_MEM_CURRENT is at least 4 MiB.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolGetAttribute, UsedMemCurrentCountsAllocation,
    {
        .api = {"cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolGetAttribute",
            .quote = "Amount of memory from the pool that is currently in use by the application."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  cuuint64_t used = 0;
  ASSERT_NO_FATAL_FAILURE(pool_attribute_while_allocated(CU_MEMPOOL_ATTR_USED_MEM_CURRENT, 4 << 20, used));

  cudasem::observe("used_bytes_covers_allocation", used >= (cuuint64_t{4} << 20));
  cudasem::measure("used_bytes", static_cast<unsigned long long>(used));
  CUDASEM_EXPECT_TRUE_NAMED("used_bytes.cover_allocation", used >= (cuuint64_t{4} << 20));
}
