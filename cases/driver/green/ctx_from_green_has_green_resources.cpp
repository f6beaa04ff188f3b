// SPDX-License-Identifier: Apache-2.0
// The context cuCtxFromGreenCtx converts a green context into reports, through cuCtxGetDevResource
// (CU_DEV_RESOURCE_TYPE_SM), the green context's SM count, not the device's.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxFromGreenCtx, HasGreenResources,
    {
        .api = {"cuCtxFromGreenCtx", "cuCtxGetDevResource"},
        .cite = {.doc = "DRV",
            .section = "cuCtxFromGreenCtx",
            .quote =
                "It is important to note that the converted context pContext is a normal primary context but with the resources of the specified green context hCtx."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::OneGreen g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_one_green(g));
  CUcontext as_ctx = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuCtxFromGreenCtx(&as_ctx, g.green));

  CUdevResource r{};
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetDevResource(as_ctx, &r, CU_DEV_RESOURCE_TYPE_SM));
  CUDASEM_EXPECT_TRUE_NAMED("converted_sm_count_is_green_count", r.sm.smCount == g.split.groups[0].sm.smCount);
  CUDASEM_EXPECT_TRUE_NAMED("converted_sm_count_below_device_count", r.sm.smCount < g.split.device.sm.smCount);
}
