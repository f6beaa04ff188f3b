// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLaunchHostFunc, RunsAfterPriorWork,
    {
        .api = {"cudaLaunchHostFunc"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchHostFunc",
            .quote = "The function will be called after currently enqueued work and will block work added after "
                     "it."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(stream);

  probe.enqueue(stream);
  gate.arm_watchdog(cudasem::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_ASSERT_TRUE_NAMED("probe.ran", probe.ran());
  CUDASEM_EXPECT_TRUE_NAMED("probe_saw_gate_finished", probe.saw_gate_finished());
}
