// SPDX-License-Identifier: Apache-2.0
// With a context made with cuCtxCreate current, cuStreamGetCtx of the NULL stream,
// CU_STREAM_LEGACY and CU_STREAM_PER_THREAD each returns that context.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetCtx, SpecialStreamsReturnCurrentContext,
    {
        .api = {"cuStreamGetCtx"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetCtx",
            .quote = "Specifying any of the special handles will return the context current to the calling thread."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context current(cudasem::create_context());
  ASSERT_NE(current.get(), nullptr);
  CUcontext null_ctx = nullptr, legacy_ctx = nullptr, per_thread_ctx = nullptr;

  CUDASEM_EXPECT_CU_OK(drv.cuStreamGetCtx(nullptr, &null_ctx));
  CUDASEM_EXPECT_CU_OK(drv.cuStreamGetCtx(CU_STREAM_LEGACY, &legacy_ctx));
  CUDASEM_EXPECT_CU_OK(drv.cuStreamGetCtx(CU_STREAM_PER_THREAD, &per_thread_ctx));

  CUDASEM_EXPECT_TRUE_NAMED("null_stream_is_current", null_ctx == current.get());
  CUDASEM_EXPECT_TRUE_NAMED("legacy_stream_is_current", legacy_ctx == current.get());
  CUDASEM_EXPECT_TRUE_NAMED("per_thread_stream_is_current", per_thread_ctx == current.get());
}
