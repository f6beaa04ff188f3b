// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(word & 0x6, AND) with word 0x1: the host writes 0x8 (no common bit, though
// larger) after 100 ms and 0xc after 300 ms; the kernel after the wait must read 0xc.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, AndWaitsForCommonBit,
    {
        .api = {"cuStreamWaitValue32"},
        .cite = {.doc = "DRV",
            .section = "CUstreamWaitValue_flags (CU_STREAM_WAIT_VALUE_AND)",
            .quote = "Wait until (*addr & value) != 0."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_wait_released_by_host<std::uint32_t>(/*initial=*/0x1u, /*value=*/0x6, CU_STREAM_WAIT_VALUE_AND,
      /*host_writes=*/{{0x8, 100}, {0xc, 300}}, /*expected=*/0xcu);
}
