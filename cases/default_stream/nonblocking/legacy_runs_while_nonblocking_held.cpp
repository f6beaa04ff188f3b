// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; a probe in the legacy stream runs while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(NonBlockingStream, LegacyRunsWhileNonBlockingHeld,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "Non-blocking streams which do not synchronize with the legacy stream can be created using the cudaStreamNonBlocking flag"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream nonblocking(cudaStreamNonBlocking);

  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(nonblocking);
  probe.enqueue(cudaStream_t{});
  const bool ran_while_held = cudasem::probe_ran_while_gate_held(gate, probe);

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran_while_gate_held", ran_while_held);
}
