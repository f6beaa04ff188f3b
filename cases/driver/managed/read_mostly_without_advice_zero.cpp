// SPDX-License-Identifier: Apache-2.0
// 2 MiB of managed memory never advised: CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY of the range is 0.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRangeGetAttribute, ReadMostlyWithoutAdviceZero,
    {
        .api = {"cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "The result returned will be 1 if all pages in the given memory range have read-duplication enabled, or 0 otherwise."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_range_int_after_advice(Advice::none, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, 0);
}
