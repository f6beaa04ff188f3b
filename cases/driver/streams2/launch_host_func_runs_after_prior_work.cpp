// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; a host function enqueued with cuLaunchHostFunc behind it
// sees the gate finished when it runs.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLaunchHostFunc, RunsAfterPriorWork,
    {
        .api = {"cuLaunchHostFunc"},
        .cite = {.doc = "DRV",
            .section = "cuLaunchHostFunc",
            .quote = "The function will be called after currently enqueued work and will block work added after it."},
        .claim = cudasem::Claim::promise,
    }) {
  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::expect_host_fn_runs_after_prior_work(cudasem::driver_api::HostFn::launch_host_func));
}
