// SPDX-License-Identifier: Apache-2.0
// CU_POINTER_ATTRIBUTE_MEMORY_TYPE of a cuMemAlloc pointer is CU_MEMORYTYPE_DEVICE.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttribute, MemoryTypeDevice,
    {
        .api = {"cuPointerGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttribute",
            .quote = "If ptr addresses device memory then *data is set to CU_MEMORYTYPE_DEVICE."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 4096));
  unsigned type = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, mem.get()));

  CUDASEM_EXPECT_EQ_NAMED("memory_type", type, static_cast<unsigned>(CU_MEMORYTYPE_DEVICE));
}
