// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(word >= 5) with word 0, then a kernel that reads word: the host writes 7
// after 100 ms; the kernel must have run after the wait was satisfied, so it read 7.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, GeqWaitsForHostWrite,
    {
        .api = {"cuStreamWaitValue32"},
        .cite = {.doc = "DRV",
            .section = "cuStreamWaitValue32",
            .quote =
                "Work ordered after the operation will block until the given condition on the memory is satisfied."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_wait_released_by_host<std::uint32_t>(/*initial=*/0, /*value=*/5, CU_STREAM_WAIT_VALUE_GEQ,
      /*host_writes=*/{{0x7, 100}}, /*expected=*/7u);
}
