// SPDX-License-Identifier: Apache-2.0
// A second cuMemMap (of another allocation) onto a range that is already mapped: what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemMap, AlreadyMappedRangeRejected,
    {
        .api = {"cuMemMap"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemMap",
            .quote = "cuMemMap can only create mappings on VA range reservations that are not currently mapped."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);
  MappedRange range(granule.size, granule.prop);
  CUDASEM_ASSERT_TRUE_NAMED("range.mapped", range.mapped());

  Allocation other(granule.size, granule.prop);

  cudasem::observe("cuMemMap_result", drv.cuMemMap(range.ptr(), granule.size, 0, other.get(), 0));
}
