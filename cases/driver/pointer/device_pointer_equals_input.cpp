// SPDX-License-Identifier: Apache-2.0
// CU_POINTER_ATTRIBUTE_DEVICE_POINTER of an interior cuMemAlloc pointer (not a disjoint-address
// case) is the pointer itself.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttribute, DevicePointerEqualsInput,
    {
        .api = {"cuPointerGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttribute",
            .quote =
                "Except in the exceptional disjoint addressing cases discussed below, the value returned in *data will equal the input value ptr."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 4096));
  CUdeviceptr dev = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&dev, CU_POINTER_ATTRIBUTE_DEVICE_POINTER, mem.get() + 64));

  CUDASEM_EXPECT_TRUE_NAMED("device_pointer_equals_input", dev == mem.get() + 64);
}
