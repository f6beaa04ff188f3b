// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a probe issued afterwards in cudaStreamPerThread runs only after it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamPerThread, WaitsForLegacyStream, {
    .id = "default_stream.handles.per_thread_handle_waits_for_legacy_stream",
    .cite = {.doc = "SSYNC", .section = "Per-thread default stream",
             .quote = "The per-thread default stream is not a non-blocking stream and will synchronize with the legacy default stream if both are used in a program.",
             .version = "13.0"},
}) {
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(cudaStreamLegacy);
  probe.enqueue(cudaStreamPerThread);
  gate.arm_watchdog(cudasem::milliseconds(100));

  const bool ran = probe.wait_ran(cudasem::milliseconds(40000));

  cudasem::observe("probe_saw_gate_finished", probe.saw_gate_finished());
  EXPECT_TRUE(ran);
  EXPECT_TRUE(probe.saw_gate_finished());
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
