// SPDX-License-Identifier: Apache-2.0
// ERR side: with every device hidden (CUDA_VISIBLE_DEVICES=-1 in a helper), cudaGetDeviceCount
// reports cudaErrorNoDevice. RT cudaGetDeviceCount lists only cudaSuccess
// (device.visible.no_device_count_returns_success_zero).
#include <cstdio>
#include <string>

#include "cudasem/cudasem.h"

namespace {

// Parses "rc=<int> count=<int>" from the helper.
bool parse(const std::string& s, int* rc, int* count) { return std::sscanf(s.c_str(), "rc=%d count=%d", rc, count) == 2; }

}  // namespace

CUDASEM_HELPER(visible_minus_one_no_device) {
  int count = -1;
  cudaError_t rc = cudaGetDeviceCount(&count);
  std::printf("rc=%d count=%d\n", static_cast<int>(rc), count);
  return 0;
}

CUDASEM_CASE(VisibleDevices, NoDeviceCountReturnsNoDevice, {
    .api = {"cudaGetDeviceCount"},
    .cite = {.doc = "RT", .section = "cudaError (cudaErrorNoDevice)",
             .quote = "This indicates that no CUDA-capable devices were detected by the installed CUDA driver."},
    .timeout_s = 60,
}) {
  int rc = -1, count = -1;

  cudasem::HelperRun child = cudasem::run_helper("visible_minus_one_no_device", {.set_env = {"CUDA_VISIBLE_DEVICES=-1"}});

  ASSERT_TRUE(child.finished) << "helper did not exit within 30 s; output: " << child.output;
  ASSERT_EQ(child.exit_code, 0) << child.output;
  ASSERT_TRUE(parse(child.output, &rc, &count)) << "helper output: " << child.output;
  cudasem::observe("device_count_error", cudasem::error_text(static_cast<cudaError_t>(rc)));
  cudasem::observe("visible_device_count", count);
  EXPECT_EQ(rc, static_cast<int>(cudaErrorNoDevice));
}
