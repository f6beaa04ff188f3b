// SPDX-License-Identifier: Apache-2.0
// Contexts A then B are created (B current); cuCtxDestroy(B) pops it as cuCtxPopCurrent would,
// so A is current again.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxDestroy, CurrentIsPopped,
    {
        .api = {"cuCtxDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuCtxDestroy",
            .quote =
                "If ctx is current to the calling thread then ctx will also be popped from the current thread's context stack (as though cuCtxPopCurrent() were called)."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context a(cudasem::create_context());
  CUcontext b = cudasem::create_context();
  CUDASEM_ASSERT_TRUE_NAMED("second_context.created", b != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("destroyed_context_current_before", cudasem::current_context() == b);

  CUDASEM_ASSERT_CU_OK(drv.cuCtxDestroy(b));

  CUDASEM_EXPECT_TRUE_NAMED("older_context_current_after_destroy", cudasem::current_context() == a.get());
}
