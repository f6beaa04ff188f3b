// SPDX-License-Identifier: Apache-2.0
// With no context current to the thread, cuStreamGetCtx of the NULL stream returns
// CUDA_ERROR_INVALID_CONTEXT.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetCtx, SpecialStreamNoContextInvalidContext,
    {
        .api = {"cuStreamGetCtx"},
        .cite = {.doc = "DRV",
            .section = "cuStreamGetCtx",
            .quote = "If no context is current to the calling thread, CUDA_ERROR_INVALID_CONTEXT is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSetCurrent(nullptr));
  CUDASEM_ASSERT_TRUE_NAMED("no_context_current", cudasem::current_context() == nullptr);
  CUcontext returned = nullptr;

  CUDASEM_EXPECT_CU_ERROR(drv.cuStreamGetCtx(nullptr, &returned), CUDA_ERROR_INVALID_CONTEXT);
}
