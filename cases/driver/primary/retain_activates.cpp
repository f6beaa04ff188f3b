// SPDX-License-Identifier: Apache-2.0
// In a process whose primary context is inactive (the harness only called cuInit),
// cuDevicePrimaryCtxRetain makes cuDevicePrimaryCtxGetState report it active.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverPrimaryCtxRetain, Activates,
    {
        .api = {"cuDevicePrimaryCtxRetain"},
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxRetain",
            .quote =
                "Once the user successfully retains the primary context, the primary context will be active and available to the user until the user releases it with cuDevicePrimaryCtxRelease() or resets it with cuDevicePrimaryCtxReset()."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  unsigned flags = 0;
  int before = -1, after = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &before));
  CUcontext ctx = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxRetain(&ctx, dev));

  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxGetState(dev, &flags, &after), CUDA_SUCCESS);
  CUDASEM_EXPECT_EQ_NAMED("active_before", before, 0) << "the primary context was already active before the retain";
  CUDASEM_EXPECT_EQ_NAMED("active_after", after, 1);
  CUDASEM_EXPECT_TRUE_NAMED("retained_context_not_null", ctx != nullptr);
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxRelease(dev), CUDA_SUCCESS);
}
