// SPDX-License-Identifier: Apache-2.0
// CU_POINTER_ATTRIBUTE_IS_MANAGED is 1 for cuMemAllocManaged memory and 0 for cuMemAlloc memory.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttribute, IsManagedDistinguishesManaged,
    {
        .api = {"cuPointerGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttribute",
            .quote =
                "CU_POINTER_ATTRIBUTE_IS_MANAGED: Returns in *data a boolean that indicates whether the pointer points to managed memory or not."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem managed, plain;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocManaged(managed.out(), 1 << 16, CU_MEM_ATTACH_GLOBAL));
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(plain.out(), 1 << 16));
  int of_managed = -1, of_plain = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&of_managed, CU_POINTER_ATTRIBUTE_IS_MANAGED, managed.get()));
  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&of_plain, CU_POINTER_ATTRIBUTE_IS_MANAGED, plain.get()));

  CUDASEM_EXPECT_EQ_NAMED("is_managed.of_managed_allocation", of_managed, 1);
  CUDASEM_EXPECT_EQ_NAMED("is_managed.of_device_allocation", of_plain, 0);
}
