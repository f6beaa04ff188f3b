// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a probe issued afterwards in cudaStreamPerThread runs only after it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamPerThread, WaitsForLegacyStream,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Per-thread default stream",
            .quote =
                "The per-thread default stream is not a non-blocking stream and will synchronize with the legacy default stream if both are used in a program."},
        .claim = cudasem::Claim::promise,
    }) {
  const auto order = cudasem::probe_after_gate([&](cudasem::Gate& gate, cudasem::HostProbe& probe) {
    gate.launch(cudaStreamLegacy);
    probe.enqueue(cudaStreamPerThread);
  });

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran", order.ran);
  CUDASEM_EXPECT_TRUE_NAMED("probe.waited_for_gate", order.saw_gate_finished);
}
