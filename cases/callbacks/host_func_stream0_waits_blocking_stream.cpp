// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLaunchHostFunc, Stream0WaitsBlockingStream, {
    .id = "callbacks.host_func.stream0_waits_blocking_stream",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "the legacy stream first waits on all blocking streams, the action is queued in the legacy "
                      "stream, and then all blocking streams wait on the legacy stream.",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(blocking);

  probe.enqueue(cudaStream_t{});
  gate.arm_watchdog(cudasem::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("probe_saw_gate_finished", probe.saw_gate_finished());
  ASSERT_TRUE(probe.ran());
  EXPECT_TRUE(probe.saw_gate_finished());
}
