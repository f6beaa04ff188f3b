// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamWaitEvent, UnrecordedEventAddsNoDependency,
    {
        .api = {"cudaStreamWaitEvent"},
        .cite = {.doc = "RT",
            .section = "cudaEventRecord",
            .quote = "Before the first call to cudaEventRecord(), an event represents an empty set of work"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream gated(cudaStreamNonBlocking), waiting(cudaStreamNonBlocking);
  cudasem::Event never_recorded(cudaEventDisableTiming);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(gated);

  CUDASEM_ASSERT_OK(cudaStreamWaitEvent(waiting, never_recorded, 0));
  probe.enqueue(waiting);
  gate.arm_watchdog(cudasem::milliseconds(5000));  // a false failure needs the probe to take 5 s

  CUDASEM_ASSERT_TRUE_NAMED("probe.ran", probe.wait_ran(cudasem::milliseconds(40000)));
  CUDASEM_EXPECT_TRUE_NAMED("probe_ran_while_gate_held", !probe.saw_gate_finished());
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
