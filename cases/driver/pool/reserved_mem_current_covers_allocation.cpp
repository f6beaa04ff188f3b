// SPDX-License-Identifier: Apache-2.0
// While 4 MiB from a new pool are allocated (the allocation completed), the pool's
// CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT is at least 4 MiB.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolGetAttribute, ReservedMemCurrentCoversAllocation,
    {
        .api = {"cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolGetAttribute",
            .quote = "Amount of backing memory currently allocated for the mempool"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  cuuint64_t reserved = 0;
  ASSERT_NO_FATAL_FAILURE(pool_attribute_while_allocated(CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT, 4 << 20, reserved));

  cudasem::observe("reserve_covers_allocation", reserved >= (cuuint64_t{4} << 20));
  CUDASEM_EXPECT_TRUE_NAMED("reserved_bytes.cover_allocation", reserved >= (cuuint64_t{4} << 20));
}
