// SPDX-License-Identifier: Apache-2.0
// cuCtxGetApiVersion(NULL) with a context current equals cuCtxGetApiVersion of that context
// (the value itself, e.g. 3020, is recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxGetApiVersion, NullIsCurrentContext,
    {
        .api = {"cuCtxGetApiVersion"},
        .cite = {.doc = "DRV",
            .section = "cuCtxGetApiVersion",
            .quote = "If ctx is NULL, returns the API version used to create the currently bound context."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  unsigned of_ctx = 0, of_null = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetApiVersion(ctx.get(), &of_ctx));

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetApiVersion(nullptr, &of_null));

  CUDASEM_EXPECT_EQ_NAMED("api_version", of_ctx, of_null);
  CUDASEM_EXPECT_TRUE_NAMED("api_version_positive", of_ctx > 0u);
}
