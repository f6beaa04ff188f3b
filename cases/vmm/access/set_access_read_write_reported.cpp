// SPDX-License-Identifier: Apache-2.0
// After cuMemSetAccess(read-write for device 0) on a mapping, cuMemGetAccess for device 0 reports
// CU_MEM_ACCESS_FLAGS_PROT_READWRITE.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetAccess, SetAccessReadWriteReported,
    {
        .api = {"cuMemGetAccess"},
        .cite = {.doc = "DRV",
            .section = "cuMemGetAccess",
            .quote = "Get the access flags set for the given location and ptr"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);
  MappedRange range(granule.size, granule.prop);
  CUDASEM_ASSERT_TRUE_NAMED("range.mapped", range.mapped());

  CUDASEM_ASSERT_CU_OK(grant(range.ptr(), granule.size, granule.device()));
  expect_access_flags(range.ptr(), granule.device(), CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
}
