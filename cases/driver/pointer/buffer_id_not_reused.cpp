// SPDX-License-Identifier: Apache-2.0
// CU_POINTER_ATTRIBUTE_BUFFER_ID: an allocation made after another was freed (same size, likely
// the same address) has a different id.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttribute, BufferIdNotReused,
    {
        .api = {"cuPointerGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttribute",
            .quote = "Subsequent allocations do not reuse IDs from previous freed allocations."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  unsigned long long first = 0, second = 0;
  CUdeviceptr first_ptr = 0;
  {
    cudasem::DeviceMem a;
    CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(a.out(), 1 << 20));
    first_ptr = a.get();
    CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&first, CU_POINTER_ATTRIBUTE_BUFFER_ID, a.get()));
  }
  cudasem::DeviceMem b;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(b.out(), 1 << 20));

  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&second, CU_POINTER_ATTRIBUTE_BUFFER_ID, b.get()));

  cudasem::measure("same_address", first_ptr == b.get() ? 1 : 0);  // the allocator's choice
  cudasem::measure("first_id", first);
  cudasem::measure("second_id", second);
  CUDASEM_EXPECT_TRUE_NAMED("buffer_ids.differ", first != second);
}
