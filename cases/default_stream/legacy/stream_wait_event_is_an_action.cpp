// SPDX-License-Identifier: Apache-2.0
// cudaStreamWaitEvent on the legacy stream, for an event that is already complete, is still a
// legacy-stream action: a later probe in blocking stream 2 waits for the gate in blocking stream 1.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LegacyStream, StreamWaitEventIsAnAction,
    {
        .api = {"cudaStreamWaitEvent", "cudaEventRecord"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote = "When an action is taken in the legacy stream such as a kernel launch or cudaStreamWaitEvent()"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream first(cudaStreamDefault), second(cudaStreamDefault), idle(cudaStreamNonBlocking);
  cudasem::Event done(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaEventRecord(done, idle));
  CUDASEM_ASSERT_OK(cudaEventSynchronize(done));
  const auto order = cudasem::probe_after_gate([&](cudasem::Gate& gate, cudasem::HostProbe& probe) {
    gate.launch(first);
    CUDASEM_ASSERT_OK(cudaStreamWaitEvent(cudaStream_t{}, done, 0));
    probe.enqueue(second);
  });

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran", order.ran);
  CUDASEM_EXPECT_TRUE_NAMED("probe.waited_for_gate", order.saw_gate_finished);
}
