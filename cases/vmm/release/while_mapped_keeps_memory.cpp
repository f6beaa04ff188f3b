// SPDX-License-Identifier: Apache-2.0
// cuMemRelease of the handle while its mapping exists: the memory stays usable until the unmap (a
// kernel fills it after the release and cuMemcpyDtoH reads the pattern).
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemRelease, WhileMappedKeepsMemory, {
    .api = {"cuMemRelease"},
    .cite = {.doc = "DRV", .section = "cuMemRelease",
             .quote = "The generic memory handle can be freed when there are still outstanding mappings made with this handle."},
    .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  const CUmemAllocationProp prop = vmmcase::device_prop(primary.device());
  const std::size_t gran = vmmcase::granularity(prop);
  ASSERT_GT(gran, 0u);

  vmmcase::Reservation range(gran);
  vmmcase::Allocation alloc(gran, prop);
  vmmcase::Mapping mapping(range.ptr(), gran, alloc.get());
  ASSERT_TRUE(mapping.mapped());

  CUDASEM_ASSERT_CU_OK(vmmcase::grant(range.ptr(), gran, primary.device()));

  CUDASEM_ASSERT_CU_OK(alloc.release());

  const std::size_t n = gran / sizeof(unsigned);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, reinterpret_cast<unsigned*>(range.ptr()), n, 0xa11ce));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  std::vector<unsigned> host(n, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoH(host.data(), range.ptr(), gran));
  std::size_t ok = 0;
  for (unsigned v : host) ok += v == 0xa11ceu;
  EXPECT_EQ(ok, n);
}
