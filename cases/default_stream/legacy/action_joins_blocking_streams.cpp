// SPDX-License-Identifier: Apache-2.0
// A gate holds blocking stream 1; an empty kernel in the legacy stream makes a later probe in
// blocking stream 2 wait for it (through the legacy stream).
#include "cudasem/cudasem.h"

CUDASEM_CASE(LegacyStream, ActionJoinsBlockingStreams,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "the legacy stream first waits on all blocking streams, the action is queued in the legacy stream, and then all blocking streams wait on the legacy stream."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream first(cudaStreamDefault), second(cudaStreamDefault);
  const auto order = cudasem::probe_after_gate([&](cudasem::Gate& gate, cudasem::HostProbe& probe) {
    gate.launch(first);
    CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(cudaStream_t{}));
    probe.enqueue(second);
  });

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran", order.ran);
  CUDASEM_EXPECT_TRUE_NAMED("probe.waited_for_gate", order.saw_gate_finished);
}
