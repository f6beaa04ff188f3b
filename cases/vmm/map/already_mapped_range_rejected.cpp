// SPDX-License-Identifier: Apache-2.0
// A second cuMemMap (of another allocation) onto a range that is already mapped must fail (a
// documented code, recorded).
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemMap, AlreadyMappedRangeRejected, {
    .api = {"cuMemMap"},
    .cite = {.doc = "DRV", .section = "cuMemMap",
             .quote = "cuMemMap can only create mappings on VA range reservations that are not currently mapped."},
    .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  const CUmemAllocationProp prop = vmmcase::device_prop(primary.device());
  const std::size_t gran = vmmcase::granularity(prop);
  ASSERT_GT(gran, 0u);

  vmmcase::Reservation range(gran);
  vmmcase::Allocation alloc(gran, prop);
  vmmcase::Mapping mapping(range.ptr(), gran, alloc.get());
  ASSERT_TRUE(mapping.mapped());

  vmmcase::Allocation other(gran, prop);

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemMap(range.ptr(), gran, 0, other.get(), 0));
}
