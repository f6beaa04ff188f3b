// SPDX-License-Identifier: Apache-2.0
// After cuMemSetAccess(read-write for device 0) on a mapping, cuMemGetAccess for device 0 reports
// CU_MEM_ACCESS_FLAGS_PROT_READWRITE.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetAccess, SetAccessReadWriteReported, {
    .api = {"cuMemGetAccess"},
    .cite = {.doc = "DRV", .section = "cuMemGetAccess",
             .quote = "Get the access flags set for the given location and ptr"},
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

  CUDASEM_ASSERT_CU_OK(vmmcase::grant(range.ptr(), gran, primary.device()));
  CUmemLocation where = vmmcase::device_location(primary.device());
  unsigned long long flags = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuMemGetAccess(&flags, &where, range.ptr()));

  cudasem::observe("access_flags", flags);
  EXPECT_EQ(flags, static_cast<unsigned long long>(CU_MEM_ACCESS_FLAGS_PROT_READWRITE));
}
