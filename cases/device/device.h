// SPDX-License-Identifier: Apache-2.0
// Shared by the device cases: the schedule-flag round trip (a flag set before the primary context
// exists is the one read back), the device count a helper process sees under a
// CUDA_VISIBLE_DEVICES setting (the helper sends it, the case reads it), and the body of the two
// "changing the shared memory bank size will not ... affect occupancy" cases (the device-wide and the
// per-function setting: device.shared_mem_config.device_setting_keeps_occupancy,
// funcattr.shared_mem_config.func_setting_keeps_occupancy).
#pragma once

#include <optional>
#include <string>

#include "cudasem/cudasem.h"

namespace cudasem::device {

// cudaSetDeviceFlags(flag) before the primary context exists, cudaFree(nullptr) creates the
// context, cudaGetDeviceFlags reads the flags back. Records "schedule_flags" and "device_flags",
// checks that the set succeeded and that the schedule bits are `flag`. A fatal failure returns
// early (call it last, or in ASSERT_NO_FATAL_FAILURE).
inline void schedule_flag_round_trips(unsigned flag) {
  unsigned flags = 0xffffffffu;

  cudaError_t set = cudaSetDeviceFlags(flag);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&flags));

  cudasem::observe("schedule_flags", flags & cudaDeviceScheduleMask);
  cudasem::observe("device_flags", flags);
  CUDASEM_EXPECT_ERROR_OF(cudaSetDeviceFlags, set, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("schedule_flags.read_back", flags & cudaDeviceScheduleMask, flag);
}

// Helper side: sends "rc" and "count" (cudaGetDeviceCount's code and count).
inline int send_device_count() {
  int count = -1;
  cudaError_t rc = cudaGetDeviceCount(&count);
  cudasem::helper_send("rc", rc);
  cudasem::helper_send("count", count);
  return 0;
}

// What the helper's cudaGetDeviceCount returned.
struct DeviceCount {
  int rc = -1, count = -1;
};

// Case side: runs `helper` (which returns send_device_count()) with `env` ("NAME=VALUE") set,
// reads its messages and records "device_count_error" and "visible_device_count". A helper that
// did not finish, failed or sent no count is a fatal failure: call it in ASSERT_NO_FATAL_FAILURE.
inline void device_count_in_helper(const std::string& helper, const std::string& env, DeviceCount* seen) {
  cudasem::HelperRun child = cudasem::run_helper(helper, {.set_env = {env}});

  CUDASEM_ASSERT_TRUE_NAMED("helper.finished", child.finished)
      << "helper did not exit within 30 s; output: " << child.output;
  CUDASEM_ASSERT_EQ_NAMED("helper_exit_code", child.exit_code, 0) << child.output;
  const std::optional<cudasem::HelperCode> rc = child.code("rc");
  const std::optional<long long> count = child.integer("count");
  CUDASEM_ASSERT_TRUE_NAMED("helper.sent_device_count", rc && count) << "helper output: " << child.output;
  cudasem::observe("device_count_error", *rc);
  cudasem::observe("visible_device_count", static_cast<int>(*count));
  *seen = {static_cast<int>(rc->code), static_cast<int>(*count)};
}

}  // namespace cudasem::device
