// SPDX-License-Identifier: Apache-2.0
// A stream created while a context made with cuCtxCreate was current; after another context is
// pushed, cuStreamGetCtx still returns the creating context.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetCtx, ReturnsCreatingContext,
    {
        .api = {"cuStreamGetCtx"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetCtx",
            .quote =
                "The returned context is the context that was active in the calling thread when the stream was created."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context creating(cudasem::create_context());
  ASSERT_NE(creating.get(), nullptr);
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  cudasem::Context other(cudasem::create_context());
  ASSERT_NE(other.get(), nullptr);
  CUcontext returned = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamGetCtx(stream, &returned));

  CUDASEM_EXPECT_TRUE_NAMED("returned_creating_context", returned == creating.get());
}
