// SPDX-License-Identifier: Apache-2.0
// CUDA_VISIBLE_DEVICES=0,-1: the invalid index hides itself and everything after it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(VisibleDevices, InvalidIndexTruncates,
    {
        .api = {"cudaGetDeviceCount"},
        .cite = {.doc = "ENV",
            .section = "CUDA_VISIBLE_DEVICES",
            .quote =
                "If an invalid index is encountered, only devices with indices that appear before the invalid index in the list are visible."},
        .claim = cudasem::Claim::promise,
        .env = {"CUDA_VISIBLE_DEVICES=0,-1"},
    }) {
  int count = -1;

  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));

  CUDASEM_EXPECT_EQ_NAMED("visible_device_count", count, 1);
}
