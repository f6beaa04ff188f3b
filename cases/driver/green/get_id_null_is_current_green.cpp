// SPDX-License-Identifier: Apache-2.0
// With a green context made current (cuCtxFromGreenCtx, cuCtxSetCurrent), cuGreenCtxGetId(NULL)
// returns the id cuGreenCtxGetId gives for that green context.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxGetId, NullIsCurrentGreen,
    {
        .api = {"cuGreenCtxGetId"},
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxGetId",
            .quote =
                "If green context is supplied as NULL and the current context is set to a green context, the Id of the current green context is returned."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::OneGreen g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_one_green(g));
  unsigned long long id = 0, current_id = 1;
  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxGetId(g.green, &id));
  CUcontext as_ctx = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxFromGreenCtx(&as_ctx, g.green));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSetCurrent(as_ctx));

  const CUresult r = drv.cuGreenCtxGetId(nullptr, &current_id);

  CUDASEM_EXPECT_CU_OK(drv.cuCtxSetCurrent(g.primary.get()));
  CUDASEM_ASSERT_CU_OK_OF(cuGreenCtxGetId, r);
  CUDASEM_EXPECT_TRUE_NAMED("null_gives_current_green_id", current_id == id);
}
