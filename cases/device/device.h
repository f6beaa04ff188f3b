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
  EXPECT_EQ(flags & cudaDeviceScheduleMask, flag);
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

  ASSERT_TRUE(child.finished) << "helper did not exit within 30 s; output: " << child.output;
  ASSERT_EQ(child.exit_code, 0) << child.output;
  const std::optional<cudasem::HelperCode> rc = child.code("rc");
  const std::optional<long long> count = child.integer("count");
  ASSERT_TRUE(rc && count) << "helper output: " << child.output;
  cudasem::observe("device_count_error", *rc);
  cudasem::observe("visible_device_count", static_cast<int>(*count));
  *seen = {static_cast<int>(rc->code), static_cast<int>(*count)};
}

// The bank-size cases' body. Their text: "Changing the shared memory bank size will not increase
// shared memory usage or affect occupancy of kernels". On a device with a fixed bank size the setting
// does nothing (device.shared_mem_config.set_on_fixed_bank_size_does_nothing), so no bank size changes
// and nothing could break the promise: the body first asks whether the device's bank size can change
// (set the other size device-wide, read it back, restore it) and is UNSUPPORTED (a skip) where it
// cannot, recording "bank_size_configurable". Where it can, it records `kernel`'s static shared
// memory and occupancy at 128 threads before and after `set(other)` (the call under test, which
// checks its own code), "static_shared_bytes_unchanged" and "occupancy_unchanged", fails on a
// change, and restores the device's bank size. The deprecated calls come from the case file
// (`get_device`: cudaDeviceGetSharedMemConfig, `set_device`: cudaDeviceSetSharedMemConfig), which
// declares CUDASEM_CALLS_DEPRECATED_API. A fatal failure returns early: call it last.
template <class GetDevice, class SetDevice, class Set>
void bank_size_change_keeps_usage_and_occupancy(
    const void* kernel, GetDevice get_device, SetDevice set_device, Set set) {
  cudaSharedMemConfig before = cudaSharedMemBankSizeDefault, probed = cudaSharedMemBankSizeDefault;
  CUDASEM_ASSERT_OK_OF(cudaDeviceGetSharedMemConfig, get_device(&before));
  const cudaSharedMemConfig other =
      before == cudaSharedMemBankSizeEightByte ? cudaSharedMemBankSizeFourByte : cudaSharedMemBankSizeEightByte;
  {
    cudasem::CheckLabel label("probe");
    CUDASEM_ASSERT_OK_OF(cudaDeviceSetSharedMemConfig, set_device(other));
    CUDASEM_ASSERT_OK_OF(cudaDeviceGetSharedMemConfig, get_device(&probed));
    CUDASEM_ASSERT_OK_OF(cudaDeviceSetSharedMemConfig, set_device(before));
  }
  const bool configurable = probed != before;
  cudasem::observe("bank_size_configurable", configurable);
  if (!configurable) {
    GTEST_SKIP() << "the device's shared memory bank size is fixed: cudaDeviceSetSharedMemConfig("
                 << static_cast<int>(other) << ") left cudaDeviceGetSharedMemConfig at " << static_cast<int>(before)
                 << ", so no bank size changes and the promise has nothing to judge";
  }

  cudaFuncAttributes attrs_before{}, attrs_after{};
  int blocks_before = -1, blocks_after = -1;
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&attrs_before, kernel));
  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_before, kernel, 128, 0));

  set(other);

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&attrs_after, kernel));
  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_after, kernel, 128, 0));
  cudasem::observe("static_shared_bytes_after", static_cast<unsigned long long>(attrs_after.sharedSizeBytes));
  cudasem::environment("active_blocks_per_sm_before", blocks_before);
  const bool shared_unchanged = attrs_after.sharedSizeBytes == attrs_before.sharedSizeBytes;
  const bool occupancy_unchanged = blocks_after == blocks_before;
  cudasem::observe("static_shared_bytes_unchanged", shared_unchanged);
  cudasem::observe("occupancy_unchanged", occupancy_unchanged);
  EXPECT_TRUE(shared_unchanged) << "sharedSizeBytes " << attrs_before.sharedSizeBytes << " -> "
                                << attrs_after.sharedSizeBytes;
  EXPECT_TRUE(occupancy_unchanged) << "active blocks per SM " << blocks_before << " -> " << blocks_after;
  cudasem::CheckLabel label("restore");
  CUDASEM_EXPECT_OK_OF(cudaDeviceSetSharedMemConfig, set_device(before));
}

}  // namespace cudasem::device
