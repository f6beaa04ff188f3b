// SPDX-License-Identifier: Apache-2.0
// cudaDeviceRegisterAsyncNotification on the current device returns cudaSuccess and a non-null
// handle in *callback (unregistered afterwards). A device that answers cudaErrorNotSupported (a
// documented code) does not have the feature: the case is UNSUPPORTED there.
#include "../device_notification.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceRegisterAsyncNotification, ReturnsHandle,
    {
        .api = {"cudaDeviceRegisterAsyncNotification"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceRegisterAsyncNotification",
            .quote = "Returns in *callback a handle representing the registered callback instance."},
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
  cudasem::observe("handle_not_null", handle != nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("notification.handle_returned", handle != nullptr);
  CUDASEM_EXPECT_OK(cudaDeviceUnregisterAsyncNotification(device, handle));
}
