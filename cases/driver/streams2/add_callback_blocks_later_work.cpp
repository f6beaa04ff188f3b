// SPDX-License-Identifier: Apache-2.0
// A callback added with cuStreamAddCallback holds until the test lets it go, then sets a flag; the
// kernel enqueued after it must read the flag set and must not run while it holds.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamAddCallback, BlocksLaterWork,
    {
        .api = {"cuStreamAddCallback"},
        .cite = {.doc = "DRV",
            .section = "cuStreamAddCallback",
            .quote = "The callback will block later work in the stream until it is finished."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1, cudasem::attr("unifiedAddressing") >= 1},
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_host_fn_blocks_later_work(cudasem::driver_api::HostFn::add_callback));
}
