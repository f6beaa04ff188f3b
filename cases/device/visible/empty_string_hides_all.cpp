// SPDX-License-Identifier: Apache-2.0
// A helper process with CUDA_VISIBLE_DEVICES="" sees no device (either count 0 or
// cudaErrorNoDevice).
#include <cstdio>
#include <string>

#include "cudasem/cudasem.h"

namespace {

// Parses "rc=<int> count=<int>" from the helper.
bool parse(const std::string& s, int* rc, int* count) { return std::sscanf(s.c_str(), "rc=%d count=%d", rc, count) == 2; }

}  // namespace

CUDASEM_HELPER(visible_empty_string_count) {
  int count = -1;
  cudaError_t rc = cudaGetDeviceCount(&count);
  std::printf("rc=%d count=%d\n", static_cast<int>(rc), count);
  return 0;
}

CUDASEM_CASE(VisibleDevices, EmptyStringHidesAll, {
    .api = {"cudaGetDeviceCount"},
    .cite = {.doc = "ENV", .section = "CUDA_VISIBLE_DEVICES",
             .quote = "If the variable is set to an empty string, no GPU devices are visible."},
    .timeout_s = 60,
}) {
  int rc = -1, count = -1;

  cudasem::HelperRun child = cudasem::run_helper("visible_empty_string_count", {.set_env = {"CUDA_VISIBLE_DEVICES="}});

  ASSERT_TRUE(child.finished) << "helper did not exit within 30 s; output: " << child.output;
  ASSERT_EQ(child.exit_code, 0) << child.output;
  ASSERT_TRUE(parse(child.output, &rc, &count)) << "helper output: " << child.output;
  const bool none_visible = (rc == cudaSuccess && count == 0) || rc == cudaErrorNoDevice;
  cudasem::observe("device_count_error", cudasem::error_text(static_cast<cudaError_t>(rc)));
  cudasem::observe("visible_device_count", count);
  EXPECT_TRUE(none_visible) << "a helper with CUDA_VISIBLE_DEVICES=\"\" saw " << count << " device(s)";
}
