// SPDX-License-Identifier: Apache-2.0
// Right after cuMemMap (no cuMemSetAccess), cuMemGetAccess for device 0 reports
// CU_MEM_ACCESS_FLAGS_PROT_NONE.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemMap, MapAloneGrantsNoAccess,
    {
        .api = {"cuMemMap"},
        .cite = {.doc = "DRV",
            .section = "cuMemMap",
            .quote = "Please note calling cuMemMap does not make the address accessible"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);
  MappedRange range(granule.size, granule.prop);
  CUDASEM_ASSERT_TRUE_NAMED("range.mapped", range.mapped());

  expect_access_flags(range.ptr(), granule.device(), CU_MEM_ACCESS_FLAGS_PROT_NONE);
}
