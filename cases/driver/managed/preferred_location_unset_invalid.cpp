// SPDX-License-Identifier: Apache-2.0
// 2 MiB of managed memory without a preferred location: CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION of the
// range is CU_DEVICE_INVALID.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttribute, PreferredLocationUnsetIsInvalid,
    {
        .api = {"cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "or it will be CU_DEVICE_INVALID if either all the pages don't have the same preferred location or some of the pages don't have a preferred location at all."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_range_int_after_advice(Advice::none, CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION, CU_DEVICE_INVALID);
}
