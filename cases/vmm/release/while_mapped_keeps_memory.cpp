// SPDX-License-Identifier: Apache-2.0
// cuMemRelease of the handle while its mapping exists: the memory stays usable until the unmap (a
// kernel fills it after the release and cuMemcpyDtoH reads the pattern).
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRelease, WhileMappedKeepsMemory,
    {
        .api = {"cuMemRelease"},
        .cite = {.doc = "DRV",
            .section = "cuMemRelease",
            .quote =
                "The generic memory handle can be freed when there are still outstanding mappings made with this handle."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);
  MappedRange range(granule.size, granule.prop);
  CUDASEM_ASSERT_TRUE_NAMED("range.mapped", range.mapped());

  CUDASEM_ASSERT_CU_OK(grant(range.ptr(), granule.size, granule.device()));

  CUDASEM_ASSERT_CU_OK(range.alloc.release());

  expect_kernel_fill_reads_back(range.ptr(), granule.size, 0xa11ce);
}
