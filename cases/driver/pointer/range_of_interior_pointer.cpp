// SPDX-License-Identifier: Apache-2.0
// CU_POINTER_ATTRIBUTE_RANGE_START_ADDR of a pointer 4 KiB into a 1 MiB cuMemAlloc allocation is
// the allocation's base; RANGE_SIZE covers the allocation (recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttribute, RangeOfInteriorPointer,
    {
        .api = {"cuPointerGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttribute",
            .quote =
                "CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: Returns in *data the starting address for the allocation referenced by the device pointer ptr."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 1 << 20));
  CUdeviceptr start = 0;
  std::size_t size = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&start, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, mem.get() + 4096));
  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&size, CU_POINTER_ATTRIBUTE_RANGE_SIZE, mem.get() + 4096));

  cudasem::environment("range_size", static_cast<unsigned long long>(size));
  CUDASEM_EXPECT_TRUE_NAMED("range_start.is_allocation", start == mem.get());
  CUDASEM_EXPECT_TRUE_NAMED("range_size.covers_allocation", size >= (std::size_t{1} << 20));
}
