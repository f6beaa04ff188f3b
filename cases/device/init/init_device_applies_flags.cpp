// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceInit, InitDeviceAppliesFlags,
    {
        .api = {"cudaInitDevice"},
        .cite = {.doc = "RT",
            .section = "cudaInitDevice",
            .quote =
                "When cudaInitDeviceFlagsAreValid is set in flags, deviceFlags are applied to the requested device. The values of deviceFlags match those of the flags parameters in cudaSetDeviceFlags. The effect may be verified by cudaGetDeviceFlags."},
        .claim = cudasem::Claim::promise,
    }) {
  unsigned flags = 0;

  cudaError_t r = cudaInitDevice(0, cudaDeviceScheduleYield, cudaInitDeviceFlagsAreValid);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&flags));

  cudasem::observe("schedule_flags", flags & cudaDeviceScheduleMask);
  CUDASEM_EXPECT_OK_OF(cudaInitDevice, r);
  CUDASEM_EXPECT_EQ_NAMED("schedule_flags.set_by_init_device", flags & cudaDeviceScheduleMask,
      static_cast<unsigned>(cudaDeviceScheduleYield));
}
