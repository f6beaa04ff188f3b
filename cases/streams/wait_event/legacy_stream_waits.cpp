// SPDX-License-Identifier: Apache-2.0
// The event is recorded in a non-blocking stream, so only the explicit wait orders stream 0.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamWaitEvent, LegacyStreamWaits,
    {
        .api = {"cudaStreamWaitEvent"},
        .cite = {.doc = "RT",
            .section = "cudaStreamWaitEvent",
            .quote = "Makes all future work submitted to stream wait for all work captured in event."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream gated(cudaStreamNonBlocking);
  cudasem::Event event(cudaEventDisableTiming);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(gated);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, gated));

  CUDASEM_ASSERT_OK(cudaStreamWaitEvent(cudaStream_t{}, event, 0));
  probe.enqueue(cudaStream_t{});
  gate.arm_watchdog(cudasem::milliseconds(100));

  CUDASEM_ASSERT_TRUE_NAMED("probe.ran", probe.wait_ran(cudasem::milliseconds(40000)));
  CUDASEM_EXPECT_TRUE_NAMED("probe_saw_gate_finished", probe.saw_gate_finished());
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
