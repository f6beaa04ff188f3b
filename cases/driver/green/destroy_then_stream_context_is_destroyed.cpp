// SPDX-License-Identifier: Apache-2.0
// cuGreenCtxDestroy of a green context whose stream (cuGreenCtxStreamCreate) was not destroyed
// succeeds; cuStreamDestroy of that stream afterwards returns CUDA_ERROR_CONTEXT_IS_DESTROYED.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGreenCtxDestroy, ThenStreamContextIsDestroyed,
    {
        .api = {"cuGreenCtxDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuGreenCtxDestroy",
            .quote =
                "Once the green context is destroyed, any subsequent API calls involving these streams (including cuStreamDestroy) will return CUDA_ERROR_CONTEXT_IS_DESTROYED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::OneGreen g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_one_green(g));
  CUstream stream = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxStreamCreate(&stream, g.green, CU_STREAM_NON_BLOCKING, 0));

  CUDASEM_ASSERT_CU_OK(drv.cuGreenCtxDestroy(g.green.abandon()));

  CUDASEM_EXPECT_CU_ERROR(drv.cuStreamDestroy(stream), CUDA_ERROR_CONTEXT_IS_DESTROYED);
}
