// SPDX-License-Identifier: Apache-2.0
// The 13.x reference: once the device is initialized, cudaSetDeviceFlags succeeds and the new
// scheduling flag replaces the old one. Older texts (and cudaErrorSetOnActiveProcess's own
// description) say it fails: device_flags.set_after_init_returns_set_on_active_process.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaSetDeviceFlags, AfterInitOverwritesFlags, {
    .id = "host_memory.device_flags.set_after_init_overwrites_flags",
    .cite = {.doc = "RT", .section = "cudaSetDeviceFlags",
             .quote = "If the current device has been set and that device has already been initialized, the previous flags are overwritten.",
             .version = "13.0"},
}) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // the device is initialized

  cudaError_t result = cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync);

  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
  unsigned flags = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&flags));
  cudasem::observe("flags_after", flags);
  EXPECT_EQ(flags & cudaDeviceScheduleMask, static_cast<unsigned>(cudaDeviceScheduleBlockingSync));
  cudasem::last_error(cudasem::LastError::clear);
}
