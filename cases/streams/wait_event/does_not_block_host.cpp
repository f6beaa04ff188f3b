// SPDX-License-Identifier: Apache-2.0
// Characterization: the cited text hedges ("can", "may", "should", "some devices", "when
// applicable"), so the behavior is recorded, not asserted.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamWaitEvent, DoesNotBlockHost,
    {
        .api = {"cudaStreamWaitEvent"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamWaitEvent",
            .quote = "The synchronization will be performed efficiently on the device when applicable."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream gated(cudaStreamNonBlocking), waiting(cudaStreamNonBlocking);
  cudasem::Event event(cudaEventDisableTiming);

  auto r = cudasem::call_behind_gate_expecting_return(gated, [&] {
    CUDASEM_EXPECT_OK(cudaEventRecord(event, gated));
    CUDASEM_EXPECT_OK(cudaStreamWaitEvent(waiting, event, 0));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
