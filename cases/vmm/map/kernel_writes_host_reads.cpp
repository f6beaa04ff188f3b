// SPDX-License-Identifier: Apache-2.0
// Reserve, cuMemCreate, cuMemMap, cuMemSetAccess (read-write for device 0): a kernel fills the
// range and cuMemcpyDtoH reads the pattern back.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemMap, KernelWritesHostReads,
    {
        .api = {"cuMemCreate"},
        .cite = {.doc = "DRV",
            .section = "cuMemCreate",
            .quote =
                "The generic memory handle for the allocation can be mapped to the address space of calling process via cuMemMap."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);
  MappedRange range(granule.size, granule.prop);
  CUDASEM_ASSERT_TRUE_NAMED("range.mapped", range.mapped());

  CUDASEM_ASSERT_CU_OK(grant(range.ptr(), granule.size, granule.device()));

  expect_kernel_fill_reads_back(range.ptr(), granule.size, 0x1234abcd);
}
