// SPDX-License-Identifier: Apache-2.0
// cuCtxSetCurrent(NULL) with a context bound: CUDA_SUCCESS, and no context is current after it.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxSetCurrent, NullUnbinds, {
    .api = {"cuCtxSetCurrent"},
    .cite = {.doc = "DRV", .section = "cuCtxSetCurrent",
             .quote = "If ctx is NULL then the CUDA context previously bound to the calling CPU thread is unbound and CUDA_SUCCESS is returned."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::Context ctx(drvcase::create_context());
  ASSERT_EQ(drvcase::current_context(), ctx.get());

  CUDASEM_EXPECT_CU_ERROR(drv.cuCtxSetCurrent(nullptr), CUDA_SUCCESS);

  EXPECT_EQ(drvcase::current_context(), nullptr);
}
