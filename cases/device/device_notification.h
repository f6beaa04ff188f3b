// SPDX-License-Identifier: Apache-2.0
// Helpers of the async notification cases (namespace cudasem::device): a callback that counts its
// calls.
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <atomic>

namespace cudasem::device {

// Counts the notifications it receives in the std::atomic<int> its user data points to.
inline void count_notification(cudaAsyncNotificationInfo_t*, void* user_data, cudaAsyncCallbackHandle_t) {
  static_cast<std::atomic<int>*>(user_data)->fetch_add(1);
}

}  // namespace cudasem::device
