// SPDX-License-Identifier: Apache-2.0
// A pool just made by cuMemPoolCreate reports CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES enabled (non-zero).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPoolGetAttribute, ReuseAllowInternalDependenciesDefaultEnabled,
    {
        .api = {"cuMemPoolGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemPoolGetAttribute",
            .quote =
                "Allow cuMemAllocAsync to insert new stream dependencies in order to establish the stream ordering required to reuse a piece of memory released by cuMemFreeAsync (default enabled)."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_pool_reuse_default_enabled(CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES);
}
