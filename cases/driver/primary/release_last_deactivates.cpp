// SPDX-License-Identifier: Apache-2.0
// One retain, then one release: the last reference is gone and cuDevicePrimaryCtxGetState
// reports the primary context inactive again.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverPrimaryCtxRelease, LastReleaseDeactivates,
    {
        .api = {"cuDevicePrimaryCtxRelease"},
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxRelease",
            .quote = "The context is automatically reset once the last reference to it is released."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  CUcontext ctx = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxRetain(&ctx, dev));
  unsigned flags = 0;
  int active = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active));
  CUDASEM_ASSERT_EQ_NAMED("active_after_retain", active, 1);

  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxRelease(dev));

  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active));
  CUDASEM_EXPECT_EQ_NAMED("active_after_release", active, 0);
}
