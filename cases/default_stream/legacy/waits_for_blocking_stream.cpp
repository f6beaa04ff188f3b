// SPDX-License-Identifier: Apache-2.0
// A gate holds a blocking stream; a host-function probe in the legacy stream runs only after it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LegacyStream, WaitsForBlockingStream,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote = "The resulting behavior is that k_2 will block on k_1 and k_3 will block on k_2."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);

  const auto order = cudasem::probe_after_gate([&](cudasem::Gate& gate, cudasem::HostProbe& probe) {
    gate.launch(blocking);
    probe.enqueue(cudaStream_t{});
  });

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran", order.ran);
  CUDASEM_EXPECT_TRUE_NAMED("probe.waited_for_gate", order.saw_gate_finished);
}
