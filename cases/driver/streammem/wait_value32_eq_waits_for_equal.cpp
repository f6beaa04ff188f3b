// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(word == 9, EQ): the host writes 10 (greater, not equal) after 100 ms and 9
// after 300 ms; the kernel after the wait must read 9.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, EqWaitsForEqual,
    {
        .api = {"cuStreamWaitValue32"},
        .cite = {.doc = "DRV",
            .section = "CUstreamWaitValue_flags (CU_STREAM_WAIT_VALUE_EQ)",
            .quote = "Wait until *addr == value."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_wait_released_by_host<std::uint32_t>(/*initial=*/0, /*value=*/9, CU_STREAM_WAIT_VALUE_EQ,
      /*host_writes=*/{{0xa, 100}, {0x9, 300}}, /*expected=*/9u);
}
