// SPDX-License-Identifier: Apache-2.0
// cuMemMap of half a granule (a size that is no multiple of the granularity): what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemMap, UnalignedSizeRejected,
    {
        .api = {"cuMemMap"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemMap",
            .quote =
                "Both ptr, size, and offset must be a multiple of the value given via cuMemGetAllocationGranularity with the CU_MEM_ALLOC_GRANULARITY_MINIMUM flag."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  Reservation range(granule.size);
  Allocation alloc(granule.size, granule.prop);

  cudasem::observe("cuMemMap_result", drv.cuMemMap(range.ptr(), granule.size / 2, 0, alloc.get(), 0));
}
