// SPDX-License-Identifier: Apache-2.0
// A pool just made by cuMemPoolCreate reports CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES enabled (non-zero).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolGetAttribute, ReuseFollowEventDependenciesDefaultEnabled,
    {
        .api = {"cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolGetAttribute",
            .quote = "create the required stream ordered dependencies. (default enabled)"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_pool_reuse_default_enabled(CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES);
}
