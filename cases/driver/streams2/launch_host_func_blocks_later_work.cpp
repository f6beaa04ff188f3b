// SPDX-License-Identifier: Apache-2.0
// A host function enqueued with cuLaunchHostFunc holds until the test lets it go, then sets a
// flag; the kernel enqueued after it must read the flag set and must not run while it holds.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLaunchHostFunc, BlocksLaterWork,
    {
        .api = {"cuLaunchHostFunc"},
        .cite = {.doc = "DRV",
            .section = "cuLaunchHostFunc",
            .quote = "The function will be called after currently enqueued work and will block work added after it."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1, cudasem::attr("unifiedAddressing") >= 1},
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_host_fn_blocks_later_work(cudasem::driver_api::HostFn::launch_host_func));
}
