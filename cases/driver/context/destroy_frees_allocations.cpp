// SPDX-License-Identifier: Apache-2.0
// A cuMemAlloc allocation of a created context is destroyed with it: after cuCtxDestroy,
// cuPointerGetAttribute no longer recognizes its address (it must fail).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxDestroy, FreesAllocations,
    {
        .api = {"cuCtxDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuCtxDestroy",
            .quote =
                "These resources also include memory allocations by cuMemAlloc(), cuMemAllocHost(), cuMemAllocManaged() and cuMemAllocPitch()."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUcontext ctx = cudasem::create_context();
  ASSERT_NE(ctx, nullptr);
  CUdeviceptr p = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(&p, 1 << 20));
  CUcontext owner = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, p));

  CUDASEM_ASSERT_CU_OK(drv.cuCtxDestroy(ctx));

  CUDASEM_EXPECT_CU_FAILURE(drv.cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, p));
}
