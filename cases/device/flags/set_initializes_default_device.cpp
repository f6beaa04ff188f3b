// SPDX-License-Identifier: Apache-2.0
// With no current device, cudaSetDeviceFlags initializes device 0's primary context with
// the flags (seen through the driver API without another runtime call).
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceFlags, SetInitializesDefaultDevice,
    {
        .api = {"cudaSetDeviceFlags"},
        .cite = {.doc = "RT",
            .section = "cudaSetDeviceFlags",
            .quote =
                "If no device has been made current to the calling thread, a default device is selected and initialized with the provided flags."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice dev = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&dev, 0));
  unsigned ctx_flags = 0;
  int active = -1;

  CUDASEM_ASSERT_OK(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync));
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &ctx_flags, &active));

  cudasem::observe("primary_context_flags", ctx_flags);
  CUDASEM_EXPECT_EQ_NAMED("primary_context_active", active, 1);
  CUDASEM_EXPECT_EQ_NAMED("primary_context.schedule_flags", ctx_flags & CU_CTX_SCHED_MASK,
      static_cast<unsigned>(CU_CTX_SCHED_BLOCKING_SYNC));
}
