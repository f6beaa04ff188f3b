// SPDX-License-Identifier: Apache-2.0
// A gate holds non-blocking stream 1; after an empty kernel in the legacy stream, a probe in
// non-blocking stream 2 still runs while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(NonBlockingStream, LegacyActionDoesNotJoinNonBlockingStreams,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "Non-blocking streams which do not synchronize with the legacy stream can be created using the cudaStreamNonBlocking flag"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream first(cudaStreamNonBlocking), second(cudaStreamNonBlocking);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(first);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(cudaStream_t{}));
  probe.enqueue(second);

  const bool ran_while_held = cudasem::probe_ran_while_gate_held(gate, probe);

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran_while_gate_held", ran_while_held);
}
