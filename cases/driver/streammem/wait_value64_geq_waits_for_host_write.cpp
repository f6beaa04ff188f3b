// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue64(word >= 2^32 + 5) with word 7 (its low half already above 5): the host
// writes 2^32 + 6 after 100 ms; the kernel after the wait reads the low half, 6.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue64, GeqWaitsForHostWrite,
    {
        .api = {"cuStreamWaitValue64"},
        .cite = {.doc = "DRV",
            .section = "cuStreamWaitValue64",
            .quote =
                "By default, the condition is to wait for (int64_t)(*addr - value) >= 0, a cyclic greater-or-equal."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canUse64BitStreamMemOps") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_wait_released_by_host<std::uint64_t>(/*initial=*/7, /*value=*/(std::uint64_t{1} << 32) + 5,
      CU_STREAM_WAIT_VALUE_GEQ,
      /*host_writes=*/{{(std::uint64_t{1} << 32) + 6, 100}}, /*expected=*/6u);
}
