// SPDX-License-Identifier: Apache-2.0
// A pool just made by cuMemPoolCreate reports CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC enabled (non-zero).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolGetAttribute, ReuseAllowOpportunisticDefaultEnabled,
    {
        .api = {"cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolGetAttribute",
            .quote =
                "Allow reuse of already completed frees when there is no dependency between the free and allocation. (default enabled)"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_pool_reuse_default_enabled(CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC);
}
