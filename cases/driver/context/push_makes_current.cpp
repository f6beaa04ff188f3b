// SPDX-License-Identifier: Apache-2.0
// A floating context (created, then popped) is pushed with cuCtxPushCurrent: it becomes the
// thread's current context, and work that uses the current context lands in it (a cuMemAlloc
// allocation reports it as its context).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxPushCurrent, MakesCurrent,
    {
        .api = {"cuCtxPushCurrent"},
        .cite = {.doc = "DRV",
            .section = "cuCtxPushCurrent",
            .quote =
                "The specified context becomes the CPU thread's current context, so all CUDA functions that operate on the current context are affected."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  CUcontext popped = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxPopCurrent(&popped));
  CUDASEM_ASSERT_TRUE_NAMED("no_context_current_before", cudasem::current_context() == nullptr);

  CUDASEM_ASSERT_CU_OK(drv.cuCtxPushCurrent(ctx.get()));

  CUDASEM_EXPECT_TRUE_NAMED("pushed_context_is_current", cudasem::current_context() == ctx.get());
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 4096));
  CUcontext owner = nullptr;
  CUDASEM_EXPECT_CU_ERROR(drv.cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, mem.get()), CUDA_SUCCESS);
  CUDASEM_EXPECT_TRUE_NAMED("allocation_context_is_pushed", owner == ctx.get());
}
