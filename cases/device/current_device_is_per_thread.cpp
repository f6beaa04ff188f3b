// SPDX-License-Identifier: Apache-2.0
#include <thread>

#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceSelection, CurrentDeviceIsPerThread, {
    .id = "device.select.current_device_is_per_thread",
    .cite = {.doc = "RT", .section = "cudaSetDevice",
             .quote = "Sets device as the current device for the calling host thread.",
             .version = "13.0"},
    .needs = {cudasem::gpus(2)},
}) {
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  int other_thread_device = -1, own_device = -1;
  cudaError_t other = cudaErrorUnknown;

  std::thread worker([&] { other = cudaGetDevice(&other_thread_device); });
  worker.join();
  CUDASEM_ASSERT_OK(cudaGetDevice(&own_device));

  cudasem::observe("other_thread_device", other_thread_device);
  cudasem::observe("own_device", own_device);
  CUDASEM_EXPECT_OK(other);
  EXPECT_EQ(other_thread_device, 0);
  EXPECT_EQ(own_device, 1);
}
