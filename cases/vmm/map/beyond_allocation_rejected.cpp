// SPDX-License-Identifier: Apache-2.0
// cuMemMap of two granules from an allocation of one granule (offset + size beyond the allocation)
// must fail (a documented code, recorded).
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemMap, BeyondAllocationRejected, {
    .id = "vmm.map.beyond_allocation_rejected",
    .cite = {.doc = "DRV", .section = "cuMemMap",
             .quote = "This range must be an address reservation previously reserved with cuMemAddressReserve, and offset + size must be less than the size of the memory allocation.",
             .version = "13.0"},
    .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  const CUmemAllocationProp prop = vmmcase::device_prop(primary.device());
  const std::size_t gran = vmmcase::granularity(prop);
  ASSERT_GT(gran, 0u);

  vmmcase::Reservation range(2 * gran);
  vmmcase::Allocation alloc(gran, prop);
  CUresult r = CUDA_SUCCESS;

  CUDASEM_EXPECT_CU_FAILURE(r = drv.cuMemMap(range.ptr(), 2 * gran, 0, alloc.get(), 0));

  if (r == CUDA_SUCCESS) drv.cuMemUnmap(range.ptr(), 2 * gran);
}
