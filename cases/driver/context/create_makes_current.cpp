// SPDX-License-Identifier: Apache-2.0
// cuCtxCreate on a thread with no current context: the new context is current afterwards.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxCreate, MakesCurrent,
    {
        .api = {"cuCtxCreate"},
        .cite = {.doc = "DRV",
            .section = "cuCtxCreate",
            .quote = "Creates a new CUDA context and associates it with the calling thread."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_ASSERT_TRUE_NAMED("no_context_current_before", cudasem::current_context() == nullptr);

  cudasem::Context ctx(cudasem::create_context());

  ASSERT_NE(ctx.get(), nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("created_context_is_current", cudasem::current_context() == ctx.get());
}
