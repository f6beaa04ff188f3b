// SPDX-License-Identifier: Apache-2.0
// A cuMemAlloc allocation of the primary context is gone after cuDevicePrimaryCtxReset:
// cuPointerGetAttribute no longer recognizes its address.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverPrimaryCtxReset, DestroysAllocations,
    {
        .api = {"cuDevicePrimaryCtxReset"},
        .cite = {.doc = "DRV",
            .section = "cuDevicePrimaryCtxReset",
            .quote =
                "Explicitly destroys and cleans up all resources associated with the current device in the current process."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  const CUdevice dev = cudasem::device0();
  CUcontext ctx = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxRetain(&ctx, dev));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSetCurrent(ctx));
  CUdeviceptr p = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(&p, 1 << 20));
  CUcontext owner = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, p));
  CUDASEM_ASSERT_TRUE_NAMED("allocation_context_is_primary", owner == ctx);

  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxReset(dev));

  // The promise is that the allocation is gone; the proof is that the driver no longer knows its
  // address (any code but success; the code is recorded).
  const CUresult after = drv.cuPointerGetAttribute(&owner, CU_POINTER_ATTRIBUTE_CONTEXT, p);
  cudasem::observe("pointer_attribute_after_reset", after);
  CUDASEM_EXPECT_TRUE_NAMED("allocation_unknown_after_reset", after != CUDA_SUCCESS);
  CUDASEM_EXPECT_CU_ERROR(drv.cuCtxSetCurrent(nullptr), CUDA_SUCCESS);
  CUDASEM_EXPECT_CU_ERROR(drv.cuDevicePrimaryCtxRelease(dev), CUDA_SUCCESS);
}
