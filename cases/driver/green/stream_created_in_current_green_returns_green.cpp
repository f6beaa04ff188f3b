// SPDX-License-Identifier: Apache-2.0
// A stream created with cuStreamCreate while the context from cuCtxFromGreenCtx is current belongs to
// that green context: cuStreamGetGreenCtx returns it.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetGreenCtx, StreamCreatedInCurrentGreen,
    {
        .api = {"cuStreamGetGreenCtx"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetGreenCtx",
            .quote =
                "If during stream creation the context that was active in the calling thread was obtained with cuCtxFromGreenCtx, that green context is returned in phCtx."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::OneGreen g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_one_green(g));
  CUcontext as_ctx = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxFromGreenCtx(&as_ctx, g.green));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSetCurrent(as_ctx));
  cudasem::DrvStream stream;
  const CUresult created = drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING);
  CUDASEM_EXPECT_CU_OK(drv.cuCtxSetCurrent(g.primary.get()));
  CUDASEM_ASSERT_CU_OK_OF(cuStreamCreate, created);
  CUgreenCtx of_stream = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetGreenCtx(stream, &of_stream));

  CUDASEM_EXPECT_TRUE_NAMED("stream_green_ctx_is_current_green", of_stream == g.green.get());
}
