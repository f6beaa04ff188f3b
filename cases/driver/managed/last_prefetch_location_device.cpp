// SPDX-License-Identifier: Apache-2.0
// 2 MiB of managed memory prefetched to device 0 (cuMemPrefetchAsync): CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION
// of the range is 0.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttribute, LastPrefetchLocationDevice,
    {
        .api = {"cuMemPrefetchAsync", "cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "The result returned will be the last location to which all pages in the memory range were prefetched explicitly via cuMemPrefetchAsync."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_last_prefetch(Prefetch::device, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, 0);
}
