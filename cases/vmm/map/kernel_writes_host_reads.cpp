// SPDX-License-Identifier: Apache-2.0
// Reserve, cuMemCreate, cuMemMap, cuMemSetAccess (read-write for device 0): a kernel fills the
// range and cuMemcpyDtoH reads the pattern back.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemMap, KernelWritesHostReads, {
    .api = {"cuMemCreate"},
    .cite = {.doc = "DRV", .section = "cuMemCreate",
             .quote = "The generic memory handle for the allocation can be mapped to the address space of calling process via cuMemMap."},
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
  const std::size_t n = gran / sizeof(unsigned);

  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, reinterpret_cast<unsigned*>(range.ptr()), n, 0x1234abcd));

  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  std::vector<unsigned> host(n, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoH(host.data(), range.ptr(), gran));
  std::size_t ok = 0;
  for (unsigned v : host) ok += v == 0x1234abcdu;
  EXPECT_EQ(ok, n);
}
