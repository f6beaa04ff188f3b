// SPDX-License-Identifier: Apache-2.0
// cuMemMap of two granules from an allocation of one granule (offset + size beyond the allocation):
// what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemMap, BeyondAllocationRejected,
    {
        .api = {"cuMemMap"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemMap",
            .quote =
                "This range must be an address reservation previously reserved with cuMemAddressReserve, and offset + size must be less than the size of the memory allocation."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  Reservation range(2 * granule.size);
  Allocation alloc(granule.size, granule.prop);
  const CUresult r = drv.cuMemMap(range.ptr(), 2 * granule.size, 0, alloc.get(), 0);

  cudasem::observe("cuMemMap_result", r);

  if (r == CUDA_SUCCESS) drv.cuMemUnmap(range.ptr(), 2 * granule.size);
}
