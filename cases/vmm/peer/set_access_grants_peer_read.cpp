// SPDX-License-Identifier: Apache-2.0
// A cuMemCreate allocation on device 0, mapped once, with cuMemSetAccess granting read-write to
// device 0 and device 1: a kernel on device 1 reads device 0's pattern through the mapping.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemSetAccess, GrantsPeerRead,
    {
        .api = {"cuMemSetAccess"},
        .cite = {.doc = "DRV",
            .section = "cuMemSetAccess",
            .quote =
                "Given the virtual address range via ptr and size, and the locations in the array given by desc and count, set the access flags for the target locations."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("virtualMemoryManagementSupported") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::vmm;
  const cudasem::Driver& drv = cudasem::driver();
  int can = 0;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can, 1, 0));
  cudasem::environment("device1_can_access_device0", can);
  if (!can) GTEST_SKIP() << "requires device 1 to be able to access device 0's memory (peer access); it cannot";
  CUdevice dev1 = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&dev1, 1));
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);
  MappedRange range(granule.size, granule.prop);
  CUDASEM_ASSERT_TRUE_NAMED("range.mapped", range.mapped());
  CUmemAccessDesc both[] = {access_desc(granule.device()), access_desc(dev1)};

  CUDASEM_ASSERT_CU_OK(drv.cuMemSetAccess(range.ptr(), granule.size, both, 2));

  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(range.ptr(), 0xbeef, granule.size / 4));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  cudasem::PinnedBuffer<unsigned> out(1, cudaHostAllocMapped | cudaHostAllocPortable);
  out[0] = 0;
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_EXPECT_OK(
      cudasem::kernels::launch_read(nullptr, reinterpret_cast<const unsigned*>(range.ptr()) + 7, out.data()));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  CUDASEM_EXPECT_OK(cudaSetDevice(0));
  CUDASEM_EXPECT_EQ_NAMED("device1.read_pattern", out[0], 0xbeefu);
}
