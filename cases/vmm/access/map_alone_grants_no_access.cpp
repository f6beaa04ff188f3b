// SPDX-License-Identifier: Apache-2.0
// Right after cuMemMap (no cuMemSetAccess), cuMemGetAccess for device 0 reports
// CU_MEM_ACCESS_FLAGS_PROT_NONE.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemMap, MapAloneGrantsNoAccess, {
    .api = {"cuMemMap"},
    .cite = {.doc = "DRV", .section = "cuMemMap",
             .quote = "Please note calling cuMemMap does not make the address accessible, the caller needs to update accessibility of a contiguous mapped VA range by calling cuMemSetAccess."},
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

  CUmemLocation where = vmmcase::device_location(primary.device());
  unsigned long long flags = 99;

  CUDASEM_ASSERT_CU_OK(drv.cuMemGetAccess(&flags, &where, range.ptr()));

  cudasem::observe("access_flags", flags);
  EXPECT_EQ(flags, static_cast<unsigned long long>(CU_MEM_ACCESS_FLAGS_PROT_NONE));
}
