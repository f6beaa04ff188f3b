// SPDX-License-Identifier: Apache-2.0
// What cudaGetDeviceFlags returns before any context exists, and whether it creates one.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceFlags, GetBeforeContext,
    {
        .api = {"cudaGetDeviceFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGetDeviceFlags",
            .quote =
                "If there is no current device, the flags for the first device are returned, which may be the default flags."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUdevice dev = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGet(&dev, 0));
  unsigned flags = 0xffffffffu, ctx_flags = 0;
  int active_before = -1, active_after = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &ctx_flags, &active_before));

  cudaError_t r = cudaGetDeviceFlags(&flags);
  CUDASEM_ASSERT_CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &ctx_flags, &active_after));

  if (r == cudaSuccess)
    cudasem::observe("device_flags", std::to_string(flags));
  else
    cudasem::observe("device_flags", r);
  cudasem::observe("get_flags_error", r);
  cudasem::observe("primary_context_active_after", active_after);
  CUDASEM_EXPECT_EQ_NAMED("primary_context_active_before", active_before, 0) << "harness: the gating created a context";
}
