// SPDX-License-Identifier: Apache-2.0
// cuMemSetAccess on a reserved range with nothing mapped must fail (a documented code, recorded).
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemSetAccess, UnmappedRangeFails,
    {
        .api = {"cuMemSetAccess"},
        .cite = {.doc = "DRV",
            .section = "cuMemSetAccess",
            .quote =
                "The range must be a fully mapped address range containing all allocations created by cuMemMap / cuMemCreate."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  ASSERT_GT(granule.size, 0u);

  Reservation range(granule.size);
  CUmemAccessDesc desc = access_desc(granule.device());

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemSetAccess(range.ptr(), granule.size, &desc, 1));
}
