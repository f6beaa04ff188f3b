// SPDX-License-Identifier: Apache-2.0
// CU_POINTER_ATTRIBUTE_CONTEXT of a cuMemAlloc pointer made in a created context is that
// context, also when another context (the primary) is current at the query.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttribute, ContextIsAllocatingContext,
    {
        .api = {"cuPointerGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttribute",
            .quote =
                "CU_POINTER_ATTRIBUTE_CONTEXT: Returns in *data the CUcontext in which ptr was allocated or registered."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 4096));
  CUcontext primary = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxRetain(&primary, cudasem::device0()));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxPushCurrent(primary));
  CUcontext owner = nullptr;

  CUDASEM_EXPECT_CU_ERROR(drv.cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, mem.get()), CUDA_SUCCESS);

  CUcontext popped = nullptr;
  CUDASEM_EXPECT_CU_ERROR(drv.cuCtxPopCurrent(&popped), CUDA_SUCCESS);
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxRelease(cudasem::device0()), CUDA_SUCCESS);
  CUDASEM_EXPECT_TRUE_NAMED("pointer_context_is_allocating_context", owner == ctx.get());
}
