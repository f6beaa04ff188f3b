// SPDX-License-Identifier: Apache-2.0
// cuCtxSetCurrent(NULL) with a context bound: CUDA_SUCCESS, and no context is current after it.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxSetCurrent, NullUnbinds,
    {
        .api = {"cuCtxSetCurrent"},
        .cite = {.doc = "DRV",
            .section = "cuCtxSetCurrent",
            .quote =
                "If ctx is NULL then the CUDA context previously bound to the calling CPU thread is unbound and CUDA_SUCCESS is returned."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  CUDASEM_ASSERT_TRUE_NAMED("context_bound_before", cudasem::current_context() == ctx.get());

  CUDASEM_EXPECT_CU_ERROR(drv.cuCtxSetCurrent(nullptr), CUDA_SUCCESS);

  CUDASEM_EXPECT_TRUE_NAMED("no_context_current_after", cudasem::current_context() == nullptr);
}
