// SPDX-License-Identifier: Apache-2.0
// CUDA_VISIBLE_DEVICES=0 lists one device, so exactly one is visible.
#include "cudasem/cudasem.h"

CUDASEM_CASE(VisibleDevices, SingleDeviceView,
    {
        .api = {"cudaGetDeviceCount"},
        .cite = {.doc = "ENV",
            .section = "CUDA_VISIBLE_DEVICES",
            .quote =
                "setting CUDA_VISIBLE_DEVICES=2,1 makes device 0 not visible and enumerates device 2 before device 1."},
        .claim = cudasem::Claim::promise,
        .env = {"CUDA_VISIBLE_DEVICES=0"},
    }) {
  int count = -1;

  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));

  CUDASEM_EXPECT_EQ_NAMED("visible_device_count", count, 1);
}
