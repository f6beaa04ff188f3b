// SPDX-License-Identifier: Apache-2.0
// cuStreamGetGreenCtx of a stream created by cuStreamCreate in the primary context sets the result
// to NULL.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetGreenCtx, OrdinaryStreamNull,
    {
        .api = {"cuStreamGetGreenCtx"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetGreenCtx",
            .quote =
                "Returns the CUDA green context that the stream is associated with, or NULL if the stream is not associated with any green context."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUgreenCtx green = reinterpret_cast<CUgreenCtx>(0x1);

  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetGreenCtx(stream, &green));

  cudasem::observe("green_ctx_is_null", green == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("stream_green_ctx_null", green == nullptr);
}
