// SPDX-License-Identifier: Apache-2.0
// One allocation of two granules mapped with one cuMemMap: cuMemUnmap of its first granule alone
// must fail (a documented code, recorded).
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemUnmap, SubRangeRejected, {
    .api = {"cuMemUnmap"},
    .cite = {.doc = "DRV", .section = "cuMemUnmap",
             .quote = "In other words, cuMemUnmap cannot unmap a sub-range of an address range mapped by cuMemCreate / cuMemMap."},
    .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  const CUmemAllocationProp prop = vmmcase::device_prop(primary.device());
  const std::size_t gran = vmmcase::granularity(prop);
  ASSERT_GT(gran, 0u);

  vmmcase::Reservation range(2 * gran);
  vmmcase::Allocation alloc(2 * gran, prop);
  vmmcase::Mapping mapping(range.ptr(), 2 * gran, alloc.get());
  ASSERT_TRUE(mapping.mapped());

  const CUresult r = drv.cuMemUnmap(range.ptr(), gran);

  CUDASEM_EXPECT_CU_FAILURE_OF(cuMemUnmap, r);

  if (r == CUDA_SUCCESS) {  // the first granule is gone: unmap the rest by hand
    drv.cuMemUnmap(range.ptr() + gran, gran);
    mapping.abandon();
  }
}
