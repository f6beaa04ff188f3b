// SPDX-License-Identifier: Apache-2.0
// 2 MiB of managed memory prefetched to device 0: CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE of the
// range is CU_MEM_LOCATION_TYPE_DEVICE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttribute, LastPrefetchLocationTypeDevice,
    {
        .api = {"cuMemPrefetchAsync", "cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "The CUmemLocationType returned will be CU_MEM_LOCATION_TYPE_DEVICE if the last prefetch location was a GPU"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_last_prefetch(
      Prefetch::device, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE, CU_MEM_LOCATION_TYPE_DEVICE);
}
