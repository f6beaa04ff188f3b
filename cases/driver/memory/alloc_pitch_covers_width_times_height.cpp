// SPDX-License-Identifier: Apache-2.0
// cuMemAllocPitch(1000 bytes x 8 rows, 4-byte elements): the pitch is at least 1000 and the
// allocation (cuMemGetAddressRange) holds at least pitch * 8 bytes; a cuMemsetD32 of the whole
// pitched area succeeds.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAllocPitch, CoversWidthTimesHeight,
    {
        .api = {"cuMemAllocPitch"},
        .cite = {.doc = "DRV",
            .section = "cuMemAllocPitch",
            .quote =
                "Allocates at least WidthInBytes * Height bytes of linear memory on the device and returns in *dptr a pointer to the allocated memory."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  std::size_t pitch = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocPitch(mem.out(), &pitch, 1000, 8, 4));

  CUdeviceptr base = 0;
  std::size_t size = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemGetAddressRange(&base, &size, mem.get()));
  cudasem::environment("pitch_bytes", static_cast<unsigned long long>(pitch));
  cudasem::environment("allocation_size", static_cast<unsigned long long>(size));
  CUDASEM_EXPECT_TRUE_NAMED("pitch.covers_width", pitch >= 1000u);
  CUDASEM_EXPECT_TRUE_NAMED("range_base.is_allocation", base == mem.get());
  CUDASEM_EXPECT_TRUE_NAMED("range_size.covers_pitched_rows", size >= pitch * 8);
  CUDASEM_EXPECT_CU_ERROR(drv.cuMemsetD32(mem.get(), 0, pitch * 8 / 4), CUDA_SUCCESS);
  CUDASEM_EXPECT_CU_ERROR(drv.cuCtxSynchronize(), CUDA_SUCCESS);
}
