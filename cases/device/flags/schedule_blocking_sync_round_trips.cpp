// SPDX-License-Identifier: Apache-2.0
// cudaDeviceScheduleBlockingSync set before the primary context exists is the schedule policy reported afterwards.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceFlags, ScheduleBlockingSyncRoundTrips, {
    .api = {"cudaSetDeviceFlags"},
    .cite = {.doc = "RT", .section = "cudaSetDeviceFlags",
             .quote = "If the current device has not been initialized, it is initialized with the provided flags."},
}) {
  unsigned flags = 0xffffffffu;

  cudaError_t set = cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&flags));

  cudasem::observe("schedule_flags", flags & cudaDeviceScheduleMask);
  cudasem::observe("device_flags", flags);
  CUDASEM_EXPECT_ERROR_OF(cudaSetDeviceFlags, set, cudaSuccess);
  EXPECT_EQ(flags & cudaDeviceScheduleMask, static_cast<unsigned>(cudaDeviceScheduleBlockingSync));
}
