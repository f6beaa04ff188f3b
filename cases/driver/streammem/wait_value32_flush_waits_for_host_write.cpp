// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(word >= 3, GEQ | FLUSH) on a device that supports the flush: the wait still
// holds until the host writes 4 (after 100 ms), which the kernel after it reads.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, FlushWaitsForHostWrite,
    {
        .api = {"cuStreamWaitValue32"},
        .cite = {.doc = "DRV",
            .section = "CUstreamWaitValue_flags (CU_STREAM_WAIT_VALUE_FLUSH)",
            .quote = "Follow the wait operation with a flush of outstanding remote writes."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canFlushRemoteWrites") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_wait_released_by_host<std::uint32_t>(/*initial=*/0, /*value=*/3,
      CU_STREAM_WAIT_VALUE_GEQ | CU_STREAM_WAIT_VALUE_FLUSH,
      /*host_writes=*/{{0x4, 100}}, /*expected=*/4u);
}
