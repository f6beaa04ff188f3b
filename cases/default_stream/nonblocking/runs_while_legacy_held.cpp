// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a probe in a non-blocking stream runs while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(NonBlockingStream, RunsWhileLegacyHeld, {
    .id = "default_stream.nonblocking.runs_while_legacy_held",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "Non-blocking streams which do not synchronize with the legacy stream can be created using the cudaStreamNonBlocking flag",
             .version = "13.0"},
}) {
  cudasem::Stream nonblocking(cudaStreamNonBlocking);

  const bool ran_while_held = cudasem::probe_ran_while_gate_held(cudaStream_t{}, nonblocking);

  EXPECT_TRUE(ran_while_held);
}
