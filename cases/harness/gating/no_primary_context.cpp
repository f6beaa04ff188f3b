// SPDX-License-Identifier: Apache-2.0
// Requirement checks (driver API + NVML) run before the body and create no context, so
// cases about what happens "before the context exists" stay true.
#include "cudasem/cudasem.h"

CUDASEM_CASE(Harness, GatingCreatesNoPrimaryContext,
    {
        .api = {"cuDevicePrimaryCtxGetState"},
        .kind = cudasem::Kind::calibration,
        .cite = {.doc = "DESIGN",
            .section = "The case model",
            .quote = "requirement checks use calls that do not create the primary context",
            .version = "n/a"},
        .needs = {cudasem::attr("canMapHostMemory") >= 1, cudasem::attr("unifiedAddressing") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice dev = 0;
  unsigned flags = 0;
  int active = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&dev, 0));
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active));

  CUDASEM_EXPECT_EQ_NAMED("primary_context_active", active, 0);
}
