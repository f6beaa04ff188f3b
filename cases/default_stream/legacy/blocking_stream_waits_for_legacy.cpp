// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a probe issued afterwards in a blocking stream runs only after it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LegacyStream, BlockingStreamWaitsForLegacy, {
    .id = "default_stream.legacy.blocking_stream_waits_for_legacy",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "The resulting behavior is that k_2 will block on k_1 and k_3 will block on k_2.",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(cudaStream_t{});
  probe.enqueue(blocking);
  gate.arm_watchdog(cudasem::milliseconds(100));

  const bool ran = probe.wait_ran(cudasem::milliseconds(40000));

  cudasem::observe("probe_saw_gate_finished", probe.saw_gate_finished());
  EXPECT_TRUE(ran);
  EXPECT_TRUE(probe.saw_gate_finished());
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
