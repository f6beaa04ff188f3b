// SPDX-License-Identifier: Apache-2.0
// cuCtxGetId(NULL) with a context current returns that context's id.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxGetId, NullIsCurrentContext,
    {
        .api = {"cuCtxGetId"},
        .cite = {.doc = "DRV",
            .section = "cuCtxGetId",
            .quote =
                "If context is supplied as NULL and there is one current, the Id of the current context is returned."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  unsigned long long of_ctx = 0, of_null = 1;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetId(ctx.get(), &of_ctx));

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetId(nullptr, &of_null));

  CUDASEM_EXPECT_TRUE_NAMED("null_id_is_current_context_id", of_null == of_ctx);
}
