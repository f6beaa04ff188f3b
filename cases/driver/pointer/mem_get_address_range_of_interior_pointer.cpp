// SPDX-License-Identifier: Apache-2.0
// cuMemGetAddressRange of a pointer 1000 bytes into a 64 KiB cuMemAlloc allocation returns the
// allocation's base and a size of at least 64 KiB (recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetAddressRange, OfInteriorPointer,
    {
        .api = {"cuMemGetAddressRange"},
        .cite = {.doc = "DRV",
            .section = "cuMemGetAddressRange",
            .quote =
                "Returns the base address in *pbase and size in *psize of the allocation by cuMemAlloc() or cuMemAllocPitch() that contains the input pointer dptr."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 1 << 16));
  CUdeviceptr base = 0;
  std::size_t size = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuMemGetAddressRange(&base, &size, mem.get() + 1000));

  cudasem::environment("allocation_size", static_cast<unsigned long long>(size));
  CUDASEM_EXPECT_TRUE_NAMED("range_base.is_allocation", base == mem.get());
  CUDASEM_EXPECT_TRUE_NAMED("range_size.covers_allocation", size >= (std::size_t{1} << 16));
}
