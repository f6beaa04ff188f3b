// SPDX-License-Identifier: Apache-2.0
// A gate holds blocking stream 1; a probe in blocking stream 2 runs while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(BlockingStreams, DoNotSyncWithEachOther,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Per-thread default stream",
            .quote = "does not synchronize with other streams (just like explicitly created streams)"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream first(cudaStreamDefault), second(cudaStreamDefault);

  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(first);
  probe.enqueue(second);
  const bool ran_while_held = cudasem::probe_ran_while_gate_held(gate, probe);

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran_while_gate_held", ran_while_held);
}
