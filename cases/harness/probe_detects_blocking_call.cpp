// SPDX-License-Identifier: Apache-2.0
// The gate probe says "waited" for a call that must wait for the gate:
// cudaStreamSynchronize on the gated stream.
#include "cudasem/cudasem.h"

CUDASEM_CASE(HarnessProbe, DetectsBlockingCall, {
    .id = "harness.probe.detects_blocking_call",
    .cite = {.doc = "RT", .section = "cudaStreamSynchronize",
             .quote = "Blocks until stream has completed all operations.", .version = "13.0"},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  auto r = cudasem::call_behind_gate(stream, [&] { CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream)); });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  EXPECT_FALSE(r.returned_before_release);
  EXPECT_TRUE(r.gate_finished_at_return);
}
