// SPDX-License-Identifier: Apache-2.0
// cudaDeviceUnregisterAsyncNotification of a callback just registered on the current device
// returns cudaSuccess. A device whose registration answers cudaErrorNotSupported (a documented
// code) does not have the feature: the case is UNSUPPORTED there.
#include "../device_notification.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceUnregisterAsyncNotification, RegisteredCallbackSucceeds,
    {
        .api = {"cudaDeviceUnregisterAsyncNotification"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceUnregisterAsyncNotification",
            .quote =
                "Unregisters callback so that the corresponding callback function will stop receiving async notifications."},
        .claim = cudasem::Claim::promise,
    }) {
  int device = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&device));
  std::atomic<int> calls{0};
  cudaAsyncCallbackHandle_t handle = nullptr;
  const cudaError_t registered =
      cudaDeviceRegisterAsyncNotification(device, &cudasem::device::count_notification, &calls, &handle);
  if (registered == cudaErrorNotSupported) GTEST_SKIP() << "cudaDeviceRegisterAsyncNotification: cudaErrorNotSupported";
  CUDASEM_ASSERT_OK_OF(cudaDeviceRegisterAsyncNotification, registered);

  CUDASEM_EXPECT_ERROR(cudaDeviceUnregisterAsyncNotification(device, handle), cudaSuccess);

  cudasem::measure("notifications_received", calls.load());
}
