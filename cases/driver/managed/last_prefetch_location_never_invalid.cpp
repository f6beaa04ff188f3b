// SPDX-License-Identifier: Apache-2.0
// 2 MiB of managed memory never prefetched: CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION of the range is
// CU_DEVICE_INVALID.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttribute, LastPrefetchLocationNeverIsInvalid,
    {
        .api = {"cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "If any page in the memory range was never explicitly prefetched or if all pages were not prefetched to the same location, CU_DEVICE_INVALID will be returned."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_last_prefetch(Prefetch::never, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, CU_DEVICE_INVALID);
}
