// SPDX-License-Identifier: Apache-2.0
// A helper process with CUDA_VISIBLE_DEVICES="" sees no device (either count 0 or
// cudaErrorNoDevice).
#include "cudasem/cudasem.h"
#include "../device.h"

CUDASEM_HELPER(visible_empty_string_count) { return cudasem::device::send_device_count(); }

CUDASEM_CASE(VisibleDevices, EmptyStringHidesAll,
    {
        .api = {"cudaGetDeviceCount"},
        .cite = {.doc = "ENV",
            .section = "CUDA_VISIBLE_DEVICES",
            .quote = "If the variable is set to an empty string, no GPU devices are visible."},
        .claim = cudasem::Claim::promise,
        .timeout_s = 60,
        .sanitizer_limits = cudasem::under_every_tool(
            "under compute-sanitizer a helper process started with CUDA_VISIBLE_DEVICES empty still saw one device"),
    }) {
  cudasem::device::DeviceCount seen;
  ASSERT_NO_FATAL_FAILURE(
      cudasem::device::device_count_in_helper("visible_empty_string_count", "CUDA_VISIBLE_DEVICES=", &seen));

  const bool none_visible = (seen.rc == cudaSuccess && seen.count == 0) || seen.rc == cudaErrorNoDevice;
  CUDASEM_EXPECT_TRUE_NAMED("visible_devices.none_in_helper", none_visible)
      << "a helper with CUDA_VISIBLE_DEVICES=\"\" saw " << seen.count << " device(s)";
}
