// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventRecord, WaitUsesStateAtCall,
    {
        .api = {"cudaEventRecord"},
        .cite = {.doc = "RT",
            .section = "cudaEventRecord",
            .quote = "Other APIs such as cudaStreamWaitEvent() use the most recently captured state at the time "
                     "of the API call, and are not affected by later calls to cudaEventRecord()."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream gated(cudaStreamNonBlocking), idle(cudaStreamNonBlocking), waiting(cudaStreamNonBlocking);
  cudasem::Event event(cudaEventDisableTiming);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(gated);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, gated));
  CUDASEM_ASSERT_OK(cudaStreamWaitEvent(waiting, event, 0));

  CUDASEM_ASSERT_OK(cudaEventRecord(event, idle));
  probe.enqueue(waiting);
  gate.arm_watchdog(cudasem::milliseconds(100));

  CUDASEM_ASSERT_TRUE_NAMED("probe.ran", probe.wait_ran(cudasem::milliseconds(40000)));
  CUDASEM_EXPECT_TRUE_NAMED("probe_saw_gate_finished", probe.saw_gate_finished());
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
