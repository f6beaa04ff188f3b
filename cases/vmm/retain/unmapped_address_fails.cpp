// SPDX-License-Identifier: Apache-2.0
// cuMemRetainAllocationHandle of a reserved address with no mapping must fail (a documented code,
// recorded).
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRetainAllocationHandle, UnmappedAddressFails,
    {
        .api = {"cuMemRetainAllocationHandle"},
        .cite = {.doc = "DRV",
            .section = "cuMemRetainAllocationHandle",
            .quote = "If the address requested is not mapped, the function will fail."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  Reservation range(granule.size);
  CUmemGenericAllocationHandle retained = 0;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemRetainAllocationHandle(&retained, reinterpret_cast<void*>(range.ptr())));

  if (retained) drv.cuMemRelease(retained);
}
