// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaDeviceRegisterAsyncNotification for device ordinal cudaGetDeviceCount (one
// past the last device); the text names no outcome for an invalid ordinal: records the code (and
// unregisters a handle it got).
#include "../device_notification.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceRegisterAsyncNotification, InvalidDeviceFails,
    {
        .api = {"cudaDeviceRegisterAsyncNotification"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceRegisterAsyncNotification",
            .quote = "device - The device on which to register the callback"},
        .claim = cudasem::Claim::hedge,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  std::atomic<int> calls{0};
  cudaAsyncCallbackHandle_t handle = nullptr;

  const cudaError_t registered =
      cudaDeviceRegisterAsyncNotification(count, &cudasem::device::count_notification, &calls, &handle);

  cudasem::observe("register_past_last_device", registered);
  if (registered == cudaSuccess) CUDASEM_EXPECT_OK(cudaDeviceUnregisterAsyncNotification(count, handle));
}
