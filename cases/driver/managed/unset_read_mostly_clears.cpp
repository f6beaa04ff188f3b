// SPDX-License-Identifier: Apache-2.0
// CU_MEM_ADVISE_SET_READ_MOSTLY then CU_MEM_ADVISE_UNSET_READ_MOSTLY over 2 MiB of managed memory:
// CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY of the range is 0.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAdvise, UnsetReadMostlyUndoesSet,
    {
        .api = {"cuMemAdvise", "cuMemRangeGetAttribute"},
        .cite = {.doc = "DRV", .section = "cuMemAdvise", .quote = "Undoes the effect of CU_MEM_ADVISE_SET_READ_MOSTLY"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_range_int_after_advice(Advice::read_mostly_unset, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, 0);
}
