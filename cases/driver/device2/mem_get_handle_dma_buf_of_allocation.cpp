// SPDX-License-Identifier: Apache-2.0
// cuMemGetHandleForAddressRange(CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD) of a whole 2 MiB cuMemAlloc
// allocation (CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED) succeeds and stores a file descriptor (>= 0).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetHandleForAddressRange, DmaBufOfAllocation,
    {
        .api = {"cuMemGetHandleForAddressRange"},
        .cite = {.doc = "DRV",
            .section = "cuMemGetHandleForAddressRange",
            .quote =
                "address range obtained by a prior call to either cuMemAlloc or cuMemAddressReserve is supported if the CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED device attribute returns true."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("dmaBufSupported") >= 1, cudasem::linux_os()},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), kBytes));
  int fd = -1;

  CUDASEM_EXPECT_CU_OK(
      drv.cuMemGetHandleForAddressRange(&fd, mem.get(), kBytes, CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD, 0));

  CUDASEM_EXPECT_TRUE_NAMED("descriptor_valid", fd >= 0);
  if (fd >= 0) ::close(fd);
}
