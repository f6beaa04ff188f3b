// SPDX-License-Identifier: Apache-2.0
// The main thread selects device 1; a new host thread still starts on device 0 (its default),
// and its own cudaSetDevice does not change the main thread's device.
#include <thread>

#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceSelection, CurrentDeviceIsPerThread,
    {
        .api = {"cudaSetDevice"},
        .cite = {.doc = "RT",
            .section = "cudaSetDevice",
            .quote = "Sets device as the current device for the calling host thread."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  int other_initial = -1, other_after = -1;
  cudaError_t e1 = cudaErrorUnknown, e2 = cudaErrorUnknown, e3 = cudaErrorUnknown;

  std::thread other([&] {
    e1 = cudaGetDevice(&other_initial);
    e2 = cudaSetDevice(1);
    e3 = cudaSetDevice(0);
    cudaGetDevice(&other_after);
  });
  other.join();
  int main_after = -1;
  CUDASEM_ASSERT_OK(cudaGetDevice(&main_after));

  cudasem::observe("new_thread_initial_device", other_initial);
  cudasem::observe("main_thread_device_after", main_after);
  {
    cudasem::CheckLabel label("new_thread");
    CUDASEM_EXPECT_OK_OF(cudaGetDevice, e1);
  }
  {
    cudasem::CheckLabel label("new_thread_to_1");
    CUDASEM_EXPECT_OK_OF(cudaSetDevice, e2);
  }
  {
    cudasem::CheckLabel label("new_thread_to_0");
    CUDASEM_EXPECT_OK_OF(cudaSetDevice, e3);
  }
  CUDASEM_EXPECT_EQ_NAMED("new_thread.initial_device", other_initial, 0);
  CUDASEM_EXPECT_EQ_NAMED("new_thread.device_after_set", other_after, 0);
  CUDASEM_EXPECT_EQ_NAMED("main_thread.device_unchanged", main_after, 1);
}
