// SPDX-License-Identifier: Apache-2.0
// A range mapped with read-write access is unmapped and mapped again: cuMemGetAccess for device 0
// then reports CU_MEM_ACCESS_FLAGS_PROT_NONE.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemUnmap, RemapStartsWithoutAccess, {
    .api = {"cuMemUnmap"},
    .cite = {.doc = "DRV", .section = "cuMemUnmap",
             .quote = "Any new mapping to this virtual address will need to have access granted through cuMemSetAccess, as all mappings start with no accessibility setup."},
    .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  const CUmemAllocationProp prop = vmmcase::device_prop(primary.device());
  const std::size_t gran = vmmcase::granularity(prop);
  ASSERT_GT(gran, 0u);

  vmmcase::Reservation range(gran);
  vmmcase::Allocation alloc(gran, prop);
  CUDASEM_ASSERT_CU_OK(drv.cuMemMap(range.ptr(), gran, 0, alloc.get(), 0));
  CUDASEM_ASSERT_CU_OK(vmmcase::grant(range.ptr(), gran, primary.device()));
  CUDASEM_ASSERT_CU_OK(drv.cuMemUnmap(range.ptr(), gran));

  vmmcase::Mapping again(range.ptr(), gran, alloc.get());

  ASSERT_TRUE(again.mapped());
  CUmemLocation where = vmmcase::device_location(primary.device());
  unsigned long long flags = 99;
  CUDASEM_ASSERT_CU_OK(drv.cuMemGetAccess(&flags, &where, range.ptr()));
  cudasem::observe("access_flags", flags);
  EXPECT_EQ(flags, static_cast<unsigned long long>(CU_MEM_ACCESS_FLAGS_PROT_NONE));
}
