// SPDX-License-Identifier: Apache-2.0
// A gate holds a non-blocking stream; a probe in the legacy stream runs while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(NonBlockingStream, LegacyRunsWhileNonBlockingHeld, {
    .id = "default_stream.nonblocking.legacy_runs_while_nonblocking_held",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "Non-blocking streams which do not synchronize with the legacy stream can be created using the cudaStreamNonBlocking flag",
             .version = "13.0"},
}) {
  cudasem::Stream nonblocking(cudaStreamNonBlocking);

  const bool ran_while_held = cudasem::probe_ran_while_gate_held(nonblocking, cudaStream_t{});

  EXPECT_TRUE(ran_while_held);
}
