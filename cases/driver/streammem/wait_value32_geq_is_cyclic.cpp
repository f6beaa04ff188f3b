// SPDX-License-Identifier: Apache-2.0
// GEQ is (int32_t)(*addr - value) >= 0: word 0xfffffff0 against value 0x10 is 'behind' (an
// unsigned >= would pass at once), so the wait holds; 0x5 still holds it; only 0x20 releases it,
// which the kernel after the wait must read.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, GeqIsCyclic,
    {
        .api = {"cuStreamWaitValue32"},
        .cite = {.doc = "DRV",
            .section = "CUstreamWaitValue_flags (CU_STREAM_WAIT_VALUE_GEQ)",
            .quote = "Note this is a cyclic comparison which ignores wraparound."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  expect_wait_released_by_host<std::uint32_t>(/*initial=*/0xfffffff0u, /*value=*/0x10, CU_STREAM_WAIT_VALUE_GEQ,
      /*host_writes=*/{{0x5, 100}, {0x20, 300}}, /*expected=*/0x20u);
}
