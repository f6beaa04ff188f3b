// SPDX-License-Identifier: Apache-2.0
// cuMemMap of half a granule (a size that is no multiple of the granularity) must fail (a
// documented code, recorded).
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemMap, UnalignedSizeRejected, {
    .api = {"cuMemMap"},
    .cite = {.doc = "DRV", .section = "cuMemMap",
             .quote = "Both ptr, size, and offset must be a multiple of the value given via cuMemGetAllocationGranularity with the CU_MEM_ALLOC_GRANULARITY_MINIMUM flag."},
    .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  const CUmemAllocationProp prop = vmmcase::device_prop(primary.device());
  const std::size_t gran = vmmcase::granularity(prop);
  ASSERT_GT(gran, 0u);

  vmmcase::Reservation range(gran);
  vmmcase::Allocation alloc(gran, prop);

  CUDASEM_EXPECT_CU_FAILURE(drv.cuMemMap(range.ptr(), gran / 2, 0, alloc.get(), 0));
}
