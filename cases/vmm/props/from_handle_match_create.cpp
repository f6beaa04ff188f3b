// SPDX-License-Identifier: Apache-2.0
// cuMemGetAllocationPropertiesFromHandle of a cuMemCreate handle returns the properties it was
// created with: pinned, on device 0.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetAllocationPropertiesFromHandle, MatchCreate,
    {
        .api = {"cuMemGetAllocationPropertiesFromHandle"},
        .cite = {.doc = "DRV",
            .section = "cuMemGetAllocationPropertiesFromHandle",
            .quote = "Retrieve the contents of the property structure defining properties for this handle"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  Allocation alloc(granule.size, granule.prop);
  CUmemAllocationProp got{};

  CUDASEM_ASSERT_CU_OK(drv.cuMemGetAllocationPropertiesFromHandle(&got, alloc.get()));

  CUDASEM_EXPECT_EQ_NAMED("allocation_type", got.type, CU_MEM_ALLOCATION_TYPE_PINNED);
  CUDASEM_EXPECT_EQ_NAMED("location_type", got.location.type, CU_MEM_LOCATION_TYPE_DEVICE);
  CUDASEM_EXPECT_EQ_NAMED("location_id", got.location.id, granule.device());
}
