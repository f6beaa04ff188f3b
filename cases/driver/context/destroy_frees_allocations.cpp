// SPDX-License-Identifier: Apache-2.0
// A cuMemAlloc allocation of a created context is destroyed with it: after cuCtxDestroy,
// cuPointerGetAttribute no longer recognizes its address.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxDestroy, FreesAllocations,
    {
        .api = {"cuCtxDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuCtxDestroy",
            .quote =
                "These resources also include memory allocations by cuMemAlloc(), cuMemAllocHost(), cuMemAllocManaged() and cuMemAllocPitch()."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUcontext ctx = cudasem::create_context();
  CUDASEM_ASSERT_TRUE_NAMED("context.created", ctx != nullptr);
  CUdeviceptr p = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(&p, 1 << 20));
  CUcontext owner = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, p));

  CUDASEM_ASSERT_CU_OK(drv.cuCtxDestroy(ctx));

  // The promise is that the allocation is gone; the proof is that the driver no longer knows its
  // address (any code but success; the code is recorded).
  const CUresult after = drv.cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, p);
  cudasem::observe("pointer_attribute_after_destroy", after);
  CUDASEM_EXPECT_TRUE_NAMED("allocation_unknown_after_destroy", after != CUDA_SUCCESS);
}
