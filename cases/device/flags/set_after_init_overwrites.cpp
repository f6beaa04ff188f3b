// SPDX-License-Identifier: Apache-2.0
// RT side of a disagreement: ERR cudaErrorSetOnActiveProcess says this call fails
// (device.flags.set_after_init_returns_set_on_active_process).
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceFlags, SetAfterInitOverwrites,
    {
        .api = {"cudaSetDeviceFlags"},
        .cite = {.doc = "RT",
            .section = "cudaSetDeviceFlags",
            .quote =
                "If the current device has been set and that device has already been initialized, the previous flags are overwritten."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> initialized(16);
  unsigned flags = 0;

  cudaError_t r = cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&flags));

  CUDASEM_EXPECT_ERROR_OF(cudaSetDeviceFlags, r, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED(
      "schedule_flags_after", flags & cudaDeviceScheduleMask, static_cast<unsigned>(cudaDeviceScheduleBlockingSync));
}
