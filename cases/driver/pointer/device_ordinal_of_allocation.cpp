// SPDX-License-Identifier: Apache-2.0
// CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL of a cuMemAlloc pointer made in device 0's primary context
// is 0.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttribute, DeviceOrdinalOfAllocation,
    {
        .api = {"cuPointerGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttribute",
            .quote =
                "CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: Returns in *data an integer representing a device ordinal of a device against which the memory was allocated or registered."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 4096));
  int ordinal = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&ordinal, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, mem.get()));

  CUDASEM_EXPECT_EQ_NAMED("pointer.device_ordinal", ordinal, 0);
}
