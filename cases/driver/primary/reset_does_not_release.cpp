// SPDX-License-Identifier: Apache-2.0
// Retain, then cuDevicePrimaryCtxReset: the retain is still held, so the following
// cuDevicePrimaryCtxRelease succeeds (it would be CUDA_ERROR_INVALID_CONTEXT without a retain).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverPrimaryCtxReset, DoesNotRelease,
    {
        .api = {"cuDevicePrimaryCtxReset"},
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxReset",
            .quote =
                "Resetting the primary context does not release it, an application that has retained the primary context should explicitly release its usage."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  CUcontext ctx = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxRetain(&ctx, dev));

  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxReset(dev));

  unsigned flags = 0;
  int active = -1;
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active), CUDA_SUCCESS);
  cudasem::observe("active_after_reset", active);
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxRelease(dev), CUDA_SUCCESS);
}
