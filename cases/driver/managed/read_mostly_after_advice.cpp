// SPDX-License-Identifier: Apache-2.0
// cuMemAdvise(CU_MEM_ADVISE_SET_READ_MOSTLY) over 2 MiB of managed memory: CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY
// of the range is 1.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAdvise, SetReadMostlyReportedByRange,
    {
        .api = {"cuMemAdvise", "cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuMemRangeGetAttribute",
            .quote =
                "The result returned will be 1 if all pages in the given memory range have read-duplication enabled, or 0 otherwise."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_range_int_after_advice(Advice::read_mostly, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, 1);
}
