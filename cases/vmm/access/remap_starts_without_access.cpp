// SPDX-License-Identifier: Apache-2.0
// A range mapped with read-write access is unmapped and mapped again: cuMemGetAccess for device 0
// then reports CU_MEM_ACCESS_FLAGS_PROT_NONE.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemUnmap, RemapStartsWithoutAccess,
    {
        .api = {"cuMemUnmap"},
        .cite = {.doc = "DRV", .section = "cuMemUnmap", .quote = "all mappings start with no accessibility setup."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  Reservation range(granule.size);
  Allocation alloc(granule.size, granule.prop);
  CUDASEM_ASSERT_CU_OK(drv.cuMemMap(range.ptr(), granule.size, 0, alloc.get(), 0));
  CUDASEM_ASSERT_CU_OK(grant(range.ptr(), granule.size, granule.device()));
  CUDASEM_ASSERT_CU_OK(drv.cuMemUnmap(range.ptr(), granule.size));

  Mapping again(range.ptr(), granule.size, alloc.get());

  CUDASEM_ASSERT_TRUE_NAMED("range.mapped_again", again.mapped());
  expect_access_flags(range.ptr(), granule.device(), CU_MEM_ACCESS_FLAGS_PROT_NONE);
}
