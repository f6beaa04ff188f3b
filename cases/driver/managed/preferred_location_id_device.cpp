// SPDX-License-Identifier: Apache-2.0
// Preferred location device 0 over 2 MiB of managed memory: CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID of
// the range is 0.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttribute, PreferredLocationIdIsDeviceOrdinal,
    {
        .api = {"cuMemAdvise", "cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "If the CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE query for the same address range returns CU_MEM_LOCATION_TYPE_DEVICE, it will be a valid device ordinal"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_range_int_after_advice(Advice::prefer_device, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID, 0);
}
