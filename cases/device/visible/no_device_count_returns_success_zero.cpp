// SPDX-License-Identifier: Apache-2.0
// RT side: with every device hidden (CUDA_VISIBLE_DEVICES=-1 in a helper), cudaGetDeviceCount
// succeeds with a count of 0 (its only listed return value is cudaSuccess). ERR side:
// device.visible.no_device_count_returns_no_device.
#include <cstdio>
#include <string>

#include "cudasem/cudasem.h"

namespace {

// Parses "rc=<int> count=<int>" from the helper.
bool parse(const std::string& s, int* rc, int* count) { return std::sscanf(s.c_str(), "rc=%d count=%d", rc, count) == 2; }

}  // namespace

CUDASEM_HELPER(visible_minus_one_success_zero) {
  int count = -1;
  cudaError_t rc = cudaGetDeviceCount(&count);
  std::printf("rc=%d count=%d\n", static_cast<int>(rc), count);
  return 0;
}

CUDASEM_CASE(VisibleDevices, NoDeviceCountReturnsSuccessZero, {
    .api = {"cudaGetDeviceCount"},
    .cite = {.doc = "RT", .section = "cudaGetDeviceCount",
             .quote = "Returns in *count the number of devices with compute capability greater or equal to 2.0 that are available for execution."},
    .timeout_s = 60,
}) {
  int rc = -1, count = -1;

  cudasem::HelperRun child = cudasem::run_helper("visible_minus_one_success_zero", {.set_env = {"CUDA_VISIBLE_DEVICES=-1"}});

  ASSERT_TRUE(child.finished) << "helper did not exit within 30 s; output: " << child.output;
  ASSERT_EQ(child.exit_code, 0) << child.output;
  ASSERT_TRUE(parse(child.output, &rc, &count)) << "helper output: " << child.output;
  cudasem::observe("device_count_error", cudasem::error_text(static_cast<cudaError_t>(rc)));
  cudasem::observe("visible_device_count", count);
  EXPECT_EQ(rc, static_cast<int>(cudaSuccess)) << "RT lists cudaSuccess as the only return value";
  EXPECT_EQ(count, 0);
}
