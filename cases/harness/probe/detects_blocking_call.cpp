// SPDX-License-Identifier: Apache-2.0
// The wait probe says "waited" for a call that must wait for the gate (cudaStreamSynchronize on
// the gated stream): its return follows the gate's release at both delays.
#include "cudasem/cudasem.h"

CUDASEM_CASE(HarnessProbe, DetectsBlockingCall,
    {
        .api = {"cudaStreamSynchronize"},
        .kind = cudasem::Kind::calibration,
        .cite = {.doc = "RT",
            .section = "cudaStreamSynchronize",
            .quote = "Blocks until stream has completed all operations."},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  auto v = cudasem::call_waits_for_gate(stream, [&] { CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream)); });

  cudasem::measure("return_ms_at_100ms_release", v.return_short_ms);
  cudasem::measure("return_ms_at_1000ms_release", v.return_long_ms);
  CUDASEM_EXPECT_TRUE_NAMED("probe_judged_waited", v.waited);
}
