// SPDX-License-Identifier: Apache-2.0
// 2 MiB of managed memory prefetched to the host: CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION of the range is
// CU_DEVICE_CPU.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttribute, LastPrefetchLocationHostIsCpu,
    {
        .api = {"cuMemPrefetchAsync", "cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "This will either be a GPU id or CU_DEVICE_CPU depending on whether the last location for prefetch was a GPU or the CPU respectively."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_last_prefetch(Prefetch::host, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, CU_DEVICE_CPU);
}
