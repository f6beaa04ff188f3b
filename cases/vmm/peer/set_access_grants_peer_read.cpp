// SPDX-License-Identifier: Apache-2.0
// A cuMemCreate allocation on device 0, mapped once, with cuMemSetAccess granting read-write to
// device 0 and device 1: a kernel on device 1 reads device 0's pattern through the mapping.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemSetAccess, GrantsPeerRead, {
    .api = {"cuMemSetAccess"},
    .cite = {.doc = "DRV", .section = "cuMemSetAccess",
             .quote = "Given the virtual address range via ptr and size, and the locations in the array given by desc and count, set the access flags for the target locations."},
    .needs = {cudasem::gpus(2), cudasem::attr("virtualMemoryManagementSupported") >= 1},
    .exclusive = true,
}) {
  const cudasem::Driver& drv = cudasem::driver();
  int can = 0;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can, 1, 0));
  cudasem::environment("device1_can_access_device0", can);
  if (!can) GTEST_SKIP() << "requires device 1 to be able to access device 0's memory (peer access); it cannot";
  CUdevice dev1 = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&dev1, 1));
  drvcase::PrimaryCurrent primary;
  const CUmemAllocationProp prop = vmmcase::device_prop(primary.device());
  const std::size_t gran = vmmcase::granularity(prop);
  ASSERT_GT(gran, 0u);
  vmmcase::Reservation range(gran);
  vmmcase::Allocation alloc(gran, prop);
  vmmcase::Mapping mapping(range.ptr(), gran, alloc.get());
  ASSERT_TRUE(mapping.mapped());
  CUmemAccessDesc both[] = {vmmcase::access_desc(primary.device()), vmmcase::access_desc(dev1)};

  CUDASEM_ASSERT_CU_OK(drv.cuMemSetAccess(range.ptr(), gran, both, 2));

  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(range.ptr(), 0xbeef, gran / 4));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  cudasem::PinnedBuffer<unsigned> out(1, cudaHostAllocMapped | cudaHostAllocPortable);
  out[0] = 0;
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_read(nullptr, reinterpret_cast<const unsigned*>(range.ptr()) + 7, out.data()));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  CUDASEM_EXPECT_OK(cudaSetDevice(0));
  EXPECT_EQ(out[0], 0xbeefu);
}
