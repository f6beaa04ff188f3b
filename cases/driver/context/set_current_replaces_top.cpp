// SPDX-License-Identifier: Apache-2.0
// Stack [A, B] (two cuCtxCreate); cuCtxSetCurrent(A) replaces the top, giving [A, A]; a pop then
// returns A and leaves A current (a push would have left B under it).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxSetCurrent, ReplacesTopOfStack,
    {
        .api = {"cuCtxSetCurrent"},
        .cite = {.doc = "DRV",
            .section = "cuCtxSetCurrent",
            .quote =
                "If there exists a CUDA context stack on the calling CPU thread, this will replace the top of that stack with ctx."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context a(cudasem::create_context());
  cudasem::Context b(cudasem::create_context());
  CUDASEM_ASSERT_TRUE_NAMED("last_created_is_current", cudasem::current_context() == b.get());

  CUDASEM_ASSERT_CU_OK(drv.cuCtxSetCurrent(a.get()));

  CUcontext popped = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxPopCurrent(&popped));
  const CUcontext below = cudasem::current_context();
  cudasem::observe("below_is_b", below == b.get());
  CUDASEM_EXPECT_TRUE_NAMED("popped_is_a", popped == a.get());
  CUDASEM_EXPECT_TRUE_NAMED("below_is_a", below == a.get());
}
