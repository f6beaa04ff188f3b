// SPDX-License-Identifier: Apache-2.0
// cuMemCreate of the minimum granularity plus one byte: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemCreate, UnalignedSizeRejected,
    {
        .api = {"cuMemCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemCreate",
            .quote =
                "The size of this allocation must be a multiple of the the value given via cuMemGetAllocationGranularity with the CU_MEM_ALLOC_GRANULARITY_MINIMUM flag."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  CUmemGenericAllocationHandle handle = 0;

  cudasem::observe("cuMemCreate_result", drv.cuMemCreate(&handle, granule.size + 1, &granule.prop, 0));

  if (handle) drv.cuMemRelease(handle);
}
