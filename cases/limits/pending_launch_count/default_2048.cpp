// SPDX-License-Identifier: Apache-2.0
// The device-runtime pending launch count defaults to 2048: cudaDeviceGetLimit(
// cudaLimitDevRuntimePendingLaunchCount) in a fresh process reports 2048.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitDevRuntimePendingLaunchCount, DefaultIs2048,
    {
        .api = {"cudaDeviceGetLimit"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote =
                "If more pending launches than the default (2048 launches) are needed for a module using the device runtime"},
        .claim = cudasem::Claim::promise,
    }) {
  std::size_t pending = 0;

  CUDASEM_ASSERT_OK(cudaDeviceGetLimit(&pending, cudaLimitDevRuntimePendingLaunchCount));

  CUDASEM_EXPECT_EQ_NAMED("pending_launch_count", pending, 2048u);
}
