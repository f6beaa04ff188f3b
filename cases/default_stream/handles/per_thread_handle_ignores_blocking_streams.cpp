// SPDX-License-Identifier: Apache-2.0
// In a legacy-default-stream binary, a probe in cudaStreamPerThread runs while a gate holds a
// blocking stream.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamPerThread, IgnoresBlockingStreams,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "SSYNC",
            .section = "Per-thread default stream",
            .quote =
                "The per-thread default stream is an implicit stream local to both the thread and the CUcontext, and which does not synchronize with other streams (just like explicitly created streams)."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);

  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(blocking);
  probe.enqueue(cudaStreamPerThread);
  const bool ran_while_held = cudasem::probe_ran_while_gate_held(gate, probe);

  CUDASEM_EXPECT_TRUE_NAMED("probe.ran_while_gate_held", ran_while_held);
}
