// SPDX-License-Identifier: Apache-2.0
// One allocation of two granules mapped with one cuMemMap: cuMemUnmap of its first granule alone:
// what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemUnmap, SubRangeRejected,
    {
        .api = {"cuMemUnmap"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemUnmap",
            .quote =
                "In other words, cuMemUnmap cannot unmap a sub-range of an address range mapped by cuMemCreate / cuMemMap."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  MappedRange range(2 * granule.size, granule.prop);
  CUDASEM_ASSERT_TRUE_NAMED("range.mapped", range.mapped());

  const CUresult r = drv.cuMemUnmap(range.ptr(), granule.size);

  cudasem::observe("cuMemUnmap_result", r);

  if (r == CUDA_SUCCESS) {  // the first granule is gone: unmap the rest by hand
    drv.cuMemUnmap(range.ptr() + granule.size, granule.size);
    range.mapping.abandon();
  }
}
