// SPDX-License-Identifier: Apache-2.0
// cuMemSetAccess on a reserved range with nothing mapped: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemSetAccess, UnmappedRangeFails,
    {
        .api = {"cuMemSetAccess"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemSetAccess",
            .quote =
                "The range must be a fully mapped address range containing all allocations created by cuMemMap / cuMemCreate."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  Reservation range(granule.size);
  CUmemAccessDesc desc = access_desc(granule.device());

  cudasem::observe("cuMemSetAccess_result", drv.cuMemSetAccess(range.ptr(), granule.size, &desc, 1));
}
