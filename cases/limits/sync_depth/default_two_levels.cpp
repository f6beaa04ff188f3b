// SPDX-License-Identifier: Apache-2.0
// Before compute capability 9.0 the device-runtime sync depth defaults to two levels of grids:
// cudaDeviceGetLimit(cudaLimitDevRuntimeSyncDepth) in a fresh process reports 2.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitDevRuntimeSyncDepth, DefaultIsTwoLevels,
    {
        .api = {"cudaDeviceGetLimit"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote =
                "Setting this limit must be performed before any launch of a kernel that uses the device runtime and calls cudaDeviceSynchronize() above the default sync depth, two levels of grids."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") < 9},
    }) {
  std::size_t depth = 0;

  CUDASEM_ASSERT_OK(cudaDeviceGetLimit(&depth, cudaLimitDevRuntimeSyncDepth));

  cudasem::observe("sync_depth", static_cast<std::uint64_t>(depth));
  EXPECT_EQ(depth, 2u);
}
