// SPDX-License-Identifier: Apache-2.0
// Shared by the device cases: the schedule-flag round trip (a flag set before the primary context
// exists is the one read back), and the device count a helper process sees under a
// CUDA_VISIBLE_DEVICES setting (the helper prints it, the case parses it).
#pragma once

#include <cstdio>
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
  EXPECT_EQ(flags & cudaDeviceScheduleMask, flag);
}

// Helper side: prints "rc=<int> count=<int>" (cudaGetDeviceCount's code and count).
inline int print_device_count() {
  int count = -1;
  cudaError_t rc = cudaGetDeviceCount(&count);
  std::printf("rc=%d count=%d\n", static_cast<int>(rc), count);
  return 0;
}

// What the helper's cudaGetDeviceCount returned.
struct DeviceCount {
  int rc = -1, count = -1;
};

// Case side: runs `helper` (which returns print_device_count()) with `env` ("NAME=VALUE") set,
// parses its line and records "device_count_error" and "visible_device_count". A helper that did
// not finish, failed or printed no line is a fatal failure: call it in ASSERT_NO_FATAL_FAILURE.
inline void device_count_in_helper(const std::string& helper, const std::string& env, DeviceCount* seen) {
  int rc = -1, count = -1;

  cudasem::HelperRun child = cudasem::run_helper(helper, {.set_env = {env}});

  ASSERT_TRUE(child.finished) << "helper did not exit within 30 s; output: " << child.output;
  ASSERT_EQ(child.exit_code, 0) << child.output;
  ASSERT_TRUE(std::sscanf(child.output.c_str(), "rc=%d count=%d", &rc, &count) == 2)
      << "helper output: " << child.output;
  cudasem::observe("device_count_error", static_cast<cudaError_t>(rc));
  cudasem::observe("visible_device_count", count);
  *seen = {rc, count};
}

}  // namespace cudasem::device
