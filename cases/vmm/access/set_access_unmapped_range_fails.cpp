// SPDX-License-Identifier: Apache-2.0
// cuMemSetAccess on a reserved range with nothing mapped must fail (a documented code, recorded).
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemSetAccess, UnmappedRangeFails, {
    .api = {"cuMemSetAccess"},
    .cite = {.doc = "DRV", .section = "cuMemSetAccess",
             .quote = "The range must be a fully mapped address range containing all allocations created by cuMemMap / cuMemCreate."},
    .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  const CUmemAllocationProp prop = vmmcase::device_prop(primary.device());
  const std::size_t gran = vmmcase::granularity(prop);
  ASSERT_GT(gran, 0u);

  vmmcase::Reservation range(gran);
  CUmemAccessDesc desc = vmmcase::access_desc(primary.device());

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemSetAccess(range.ptr(), gran, &desc, 1));
}
