// SPDX-License-Identifier: Apache-2.0
// Work in cudaStreamLegacy waits for a gate in a blocking stream, as the legacy stream does.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamLegacy, WaitsForBlockingStream, {
    .id = "default_stream.handles.legacy_handle_waits_for_blocking_stream",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "The legacy default stream can be used explicitly with the CUstream (cudaStream_t) handle CU_STREAM_LEGACY (cudaStreamLegacy).",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(blocking);
  probe.enqueue(cudaStreamLegacy);
  gate.arm_watchdog(cudasem::milliseconds(100));

  const bool ran = probe.wait_ran(cudasem::milliseconds(40000));

  cudasem::observe("probe_saw_gate_finished", probe.saw_gate_finished());
  EXPECT_TRUE(ran);
  EXPECT_TRUE(probe.saw_gate_finished());
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
