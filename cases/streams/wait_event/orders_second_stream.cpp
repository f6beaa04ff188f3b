// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamWaitEvent, OrdersSecondStream,
    {
        .api = {"cudaStreamWaitEvent"},
        .cite = {.doc = "RT",
            .section = "cudaStreamWaitEvent",
            .quote = "Makes all future work submitted to stream wait for all work captured in event."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream first(cudaStreamNonBlocking), second(cudaStreamNonBlocking);
  cudasem::Event event(cudaEventDisableTiming);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(first);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, first));

  CUDASEM_ASSERT_OK(cudaStreamWaitEvent(second, event, 0));
  probe.enqueue(second);
  gate.arm_watchdog(cudasem::milliseconds(100));

  CUDASEM_ASSERT_TRUE_NAMED("probe.ran", probe.wait_ran(cudasem::milliseconds(40000)));
  CUDASEM_EXPECT_TRUE_NAMED("probe_saw_gate_finished", probe.saw_gate_finished());
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
