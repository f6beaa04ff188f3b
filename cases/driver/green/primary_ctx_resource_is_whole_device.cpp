// SPDX-License-Identifier: Apache-2.0
// cuCtxGetDevResource(CU_DEV_RESOURCE_TYPE_SM) of device 0's primary context reports the device's SM
// count (what cuDeviceGetDevResource reports).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxGetDevResource, PrimaryIsWholeDevice,
    {
        .api = {"cuCtxGetDevResource"},
        .cite = {.doc = "DRV",
            .section = "cuCtxGetDevResource",
            .quote = "Get the type resources available to the context represented by hCtx"},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUdevResource device{}, ctx{};
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetDevResource(cudasem::device0(), &device, CU_DEV_RESOURCE_TYPE_SM));

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetDevResource(primary.get(), &ctx, CU_DEV_RESOURCE_TYPE_SM));

  CUDASEM_EXPECT_TRUE_NAMED("primary_sm_count_is_device_count", ctx.sm.smCount == device.sm.smCount);
}
