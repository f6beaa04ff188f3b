// SPDX-License-Identifier: Apache-2.0
// cudaInitDevice activates the primary context without making any context current.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceInit, InitDeviceNotCurrent,
    {
        .api = {"cudaInitDevice"},
        .cite = {.doc = "RT",
            .section = "cudaInitDevice",
            .quote =
                "This function will initialize the CUDA Runtime structures and primary context on device when called, but the context will not be made current to device."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice dev = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&dev, 0));
  unsigned flags = 0;
  int active_before = -1, active_after = -1;
  CUcontext current = reinterpret_cast<CUcontext>(1);
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active_before));
  CUDASEM_ASSERT_EQ_NAMED("primary_context.active_before", active_before, 0)
      << "harness: a primary context existed before the body";

  cudaError_t r = cudaInitDevice(0, 0, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active_after));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetCurrent(&current));

  cudasem::observe("primary_context_active", active_after);
  cudasem::observe("context_current", current != nullptr);
  CUDASEM_EXPECT_OK_OF(cudaInitDevice, r);
  CUDASEM_EXPECT_EQ_NAMED("primary_context.active_after_init", active_after, 1);
  CUDASEM_EXPECT_TRUE_NAMED("context.none_current_after_init", current == nullptr);
}
