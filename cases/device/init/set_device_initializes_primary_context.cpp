// SPDX-License-Identifier: Apache-2.0
// Since CUDA 12.0 cudaSetDevice alone activates the primary context and makes it current.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceInit, SetDeviceInitializesPrimaryContext,
    {
        .api = {"cudaSetDevice"},
        .cite = {.doc = "RT",
            .section = "cudaSetDevice",
            .quote =
                "This function will also immediately initialize the runtime state on the primary context, and the context will be current on device immediately."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice dev = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&dev, 0));
  unsigned flags = 0;
  int active_before = -1, active_after = -1;
  CUcontext current = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active_before));
  CUDASEM_ASSERT_EQ_NAMED("primary_context.active_before", active_before, 0)
      << "harness: a primary context existed before the body";

  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active_after));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetCurrent(&current));

  cudasem::observe("context_current", current != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("primary_context_active", active_after, 1);
  CUDASEM_EXPECT_TRUE_NAMED("context.current_after_set_device", current != nullptr);
}
