// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a probe issued afterwards in a blocking stream runs only after it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LegacyStream, BlockingStreamWaitsForLegacy,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote = "The resulting behavior is that k_2 will block on k_1 and k_3 will block on k_2."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);

  const auto order = cudasem::probe_after_gate([&](cudasem::Gate& gate, cudasem::HostProbe& probe) {
    gate.launch(cudaStream_t{});
    probe.enqueue(blocking);
  });

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran", order.ran);
  CUDASEM_EXPECT_TRUE_NAMED("probe.waited_for_gate", order.saw_gate_finished);
}
