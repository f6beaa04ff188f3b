// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; a callback added with cuStreamAddCallback behind it sees the
// gate finished when it runs.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamAddCallback, RunsAfterPriorWork,
    {
        .api = {"cuStreamAddCallback"},
        .cite = {.doc = "DRV",
            .section = "cuStreamAddCallback",
            .quote =
                "Adds a callback to be called on the host after all currently enqueued items in the stream have completed."},
        .claim = cudasem::Claim::promise,
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_host_fn_runs_after_prior_work(cudasem::driver_api::HostFn::add_callback));
}
