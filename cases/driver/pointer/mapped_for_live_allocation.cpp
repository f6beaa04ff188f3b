// SPDX-License-Identifier: Apache-2.0
// CU_POINTER_ATTRIBUTE_MAPPED of a live cuMemAlloc pointer is 1.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttribute, MappedForLiveAllocation,
    {
        .api = {"cuPointerGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttribute",
            .quote =
                "CU_POINTER_ATTRIBUTE_MAPPED: Returns in *data a boolean that indicates if this pointer is in a valid address range that is mapped to a backing allocation."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 4096));
  int mapped = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&mapped, CU_POINTER_ATTRIBUTE_MAPPED, mem.get()));

  CUDASEM_EXPECT_EQ_NAMED("pointer.mapped", mapped, 1);
}
