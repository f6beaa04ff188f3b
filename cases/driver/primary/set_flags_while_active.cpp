// SPDX-License-Identifier: Apache-2.0
// cuDevicePrimaryCtxSetFlags while the primary context is active (retained): the 13.0 text no
// longer lists CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE and says the call overwrites the flags, so it
// must succeed and cuDevicePrimaryCtxGetState must report the new scheduling flag.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverPrimaryCtxSetFlags, WhileActive,
    {
        .api = {"cuDevicePrimaryCtxSetFlags"},
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxSetFlags",
            .quote = "Sets the flags for the primary context on the device overwriting perviously set ones."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  CUcontext ctx = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxRetain(&ctx, dev));

  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxSetFlags(dev, CU_CTX_SCHED_YIELD), CUDA_SUCCESS);

  unsigned flags = 0;
  int active = -1;
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active), CUDA_SUCCESS);
  cudasem::observe("primary_context_flags", flags);
  CUDASEM_EXPECT_EQ_NAMED("primary_context_active", active, 1);
  CUDASEM_EXPECT_EQ_NAMED(
      "primary_context_sched_flags", flags & CU_CTX_SCHED_MASK, static_cast<unsigned>(CU_CTX_SCHED_YIELD));
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxRelease(dev), CUDA_SUCCESS);
}
