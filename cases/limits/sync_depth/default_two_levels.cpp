// SPDX-License-Identifier: Apache-2.0
// Before compute capability 9.0 the device-runtime sync depth defaults to two levels of grids:
// cudaDeviceGetLimit(cudaLimitDevRuntimeSyncDepth) in a fresh process reports 2 (the text names the
// default inside its requirement on when to set the limit: the quote is that naming clause).
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitDevRuntimeSyncDepth, DefaultIsTwoLevels,
    {
        .api = {"cudaDeviceGetLimit"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote = "calls cudaDeviceSynchronize() above the default sync depth, two levels of grids."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") < 9},
    }) {
  std::size_t depth = 0;

  CUDASEM_ASSERT_OK(cudaDeviceGetLimit(&depth, cudaLimitDevRuntimeSyncDepth));

  CUDASEM_EXPECT_EQ_NAMED("sync_depth", depth, 2u);
}
