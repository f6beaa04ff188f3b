// SPDX-License-Identifier: Apache-2.0
// Context A is current; cuCtxCreate makes B current; cuCtxPopCurrent pops B and A is current
// again.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxCreate, SupplantsAndPopRestores,
    {
        .api = {"cuCtxCreate"},
        .cite = {.doc = "DRV",
            .section = "cuCtxCreate",
            .quote =
                "If a context is already current to the thread, it is supplanted by the newly created context and may be restored by a subsequent call to cuCtxPopCurrent()."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context a(cudasem::create_context());
  cudasem::Context b(cudasem::create_context());
  ASSERT_NE(a.get(), nullptr);
  ASSERT_NE(b.get(), nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("newer_context_is_current", cudasem::current_context() == b.get());
  CUcontext popped = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuCtxPopCurrent(&popped));

  CUDASEM_EXPECT_TRUE_NAMED("popped_context_is_newer", popped == b.get());
  CUDASEM_EXPECT_TRUE_NAMED("older_context_current_after_pop", cudasem::current_context() == a.get());
}
