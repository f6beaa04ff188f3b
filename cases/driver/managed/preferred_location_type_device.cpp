// SPDX-License-Identifier: Apache-2.0
// Preferred location device 0 over 2 MiB of managed memory: CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE
// of the range is CU_MEM_LOCATION_TYPE_DEVICE.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttribute, PreferredLocationTypeDevice,
    {
        .api = {"cuMemAdvise", "cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "The CUmemLocationType returned will be CU_MEM_LOCATION_TYPE_DEVICE if all pages in the memory range have the same GPU as their preferred location"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_range_type_after_advice(
      Advice::prefer_device, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE, CU_MEM_LOCATION_TYPE_DEVICE);
}
