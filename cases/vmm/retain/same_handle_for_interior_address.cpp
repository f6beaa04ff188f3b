// SPDX-License-Identifier: Apache-2.0
// cuMemRetainAllocationHandle of an address in the middle of a mapping returns the handle value
// that was mapped; the retained reference is released again.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRetainAllocationHandle, SameHandleForInteriorAddress,
    {
        .api = {"cuMemRetainAllocationHandle"},
        .cite = {.doc = "DRV",
            .section = "cuMemRetainAllocationHandle",
            .quote = "The handle is guaranteed to be the same handle value used to map the memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);
  MappedRange range(granule.size, granule.prop);
  CUDASEM_ASSERT_TRUE_NAMED("range.mapped", range.mapped());

  CUmemGenericAllocationHandle retained = 0;

  CUDASEM_ASSERT_CU_OK(
      drv.cuMemRetainAllocationHandle(&retained, reinterpret_cast<void*>(range.ptr() + granule.size / 2)));

  CUDASEM_EXPECT_TRUE_NAMED("retained_handle_is_mapped_handle", retained == range.alloc.get());
  CUDASEM_EXPECT_CU_ERROR(drv.cuMemRelease(retained), CUDA_SUCCESS);
}
