// SPDX-License-Identifier: Apache-2.0
// CUDA_VISIBLE_DEVICES=0 lists one device, so exactly one is visible.
#include "cudasem/cudasem.h"

CUDASEM_CASE(VisibleDevices, SingleDeviceView, {
    .id = "device.visible.single_device_view",
    .cite = {.doc = "ENV", .section = "CUDA_VISIBLE_DEVICES",
             .quote = "setting CUDA_VISIBLE_DEVICES=2,1 makes device 0 not visible and enumerates device 2 before device 1.",
             .version = "13.0"},
    .env = {"CUDA_VISIBLE_DEVICES=0"},
}) {
  int count = -1;

  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));

  cudasem::observe("count", count);
  EXPECT_EQ(count, 1);
}
