// SPDX-License-Identifier: Apache-2.0
// cudaDeviceRegisterAsyncNotification for device ordinal cudaGetDeviceCount (one past the last
// device) fails with one of its documented codes, and the handle is not used.
#include "../device_notification.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceRegisterAsyncNotification, InvalidDeviceFails,
    {
        .api = {"cudaDeviceRegisterAsyncNotification"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceRegisterAsyncNotification",
            .quote = "device - The device on which to register the callback"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  std::atomic<int> calls{0};
  cudaAsyncCallbackHandle_t handle = nullptr;

  const cudaError_t registered =
      cudaDeviceRegisterAsyncNotification(count, &cudasem::device::count_notification, &calls, &handle);

  CUDASEM_EXPECT_FAILURE_OF(cudaDeviceRegisterAsyncNotification, registered);
  if (registered == cudaSuccess) CUDASEM_EXPECT_OK(cudaDeviceUnregisterAsyncNotification(count, handle));
}
