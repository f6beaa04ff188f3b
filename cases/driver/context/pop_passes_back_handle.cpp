// SPDX-License-Identifier: Apache-2.0
// The only context on the stack is popped: cuCtxPopCurrent returns its handle and the thread
// has no current context afterwards.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxPopCurrent, PassesBackHandle,
    {
        .api = {"cuCtxPopCurrent"},
        .cite = {.doc = "DRV",
            .section = "cuCtxPopCurrent",
            .quote =
                "Pops the current CUDA context from the CPU thread and passes back the old context handle in *pctx."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  ASSERT_NE(ctx.get(), nullptr);
  CUcontext popped = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuCtxPopCurrent(&popped));

  CUDASEM_EXPECT_TRUE_NAMED("popped_handle_is_context", popped == ctx.get());
  CUDASEM_EXPECT_TRUE_NAMED("no_context_current_after_pop", cudasem::current_context() == nullptr);
}
