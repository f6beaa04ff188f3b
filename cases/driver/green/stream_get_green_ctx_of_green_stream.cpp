// SPDX-License-Identifier: Apache-2.0
// cuStreamGetGreenCtx of a stream created by cuGreenCtxStreamCreate(green, CU_STREAM_NON_BLOCKING)
// returns that green context.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxStreamCreate, StreamBelongsToGreenCtx,
    {
        .api = {"cuGreenCtxStreamCreate", "cuStreamGetGreenCtx"},
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxStreamCreate",
            .quote =
                "Creates a stream for use in the specified green context greenCtx and returns a handle in phStream."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::OneGreen g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_one_green(g));
  cudasem::DrvStream stream;

  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxStreamCreate(stream.out(), g.green, CU_STREAM_NON_BLOCKING, 0));

  CUgreenCtx of_stream = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetGreenCtx(stream, &of_stream));
  CUDASEM_EXPECT_TRUE_NAMED("stream_green_ctx_is_creator", of_stream == g.green.get());
}
