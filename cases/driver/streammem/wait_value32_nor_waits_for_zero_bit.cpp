// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(~(word | 0xffff0000) != 0, NOR) with word 0xffffffff: the host writes
// 0x0000ffff (still all ones together) after 100 ms and 0xffff0001 after 300 ms; the kernel after
// the wait must read 0xffff0001.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, NorWaitsForZeroBit,
    {
        .api = {"cuStreamWaitValue32"},
        .cite = {.doc = "DRV",
            .section = "CUstreamWaitValue_flags (CU_STREAM_WAIT_VALUE_NOR)",
            .quote = "Wait until ~(*addr | value) != 0."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canUseStreamWaitValueNor") >= 1},
    }) {
  using namespace cudasem::driver_api;
  expect_wait_released_by_host<std::uint32_t>(/*initial=*/0xffffffffu, /*value=*/0xffff0000u, CU_STREAM_WAIT_VALUE_NOR,
      /*host_writes=*/{{0xffff, 100}, {0xffff0001, 300}}, /*expected=*/0xffff0001u);
}
