// SPDX-License-Identifier: Apache-2.0
// The gate probe says "did not wait" for a call that cannot wait: a kernel launch into the
// gated stream returns while the gate still holds it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(HarnessProbe, DetectsNonBlockingCall,
    {
        .api = {"cudaLaunchKernel"},
        .kind = cudasem::Kind::calibration,
        .cite = {.doc = "SYNC",
            .section = "Kernel Launches",
            .quote = "Kernel launches are asynchronous with respect to the host."},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  auto r = cudasem::call_behind_gate_expecting_return(
      stream, [&] { CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(stream)); });

  cudasem::measure("probe_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("gate_finished_at_return", r.gate_finished_at_return, false);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
