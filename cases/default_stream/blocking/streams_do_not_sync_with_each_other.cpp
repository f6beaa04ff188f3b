// SPDX-License-Identifier: Apache-2.0
// A gate holds blocking stream 1; a probe in blocking stream 2 runs while it holds.
#include "cudasem/cudasem.h"

CUDASEM_CASE(BlockingStreams, DoNotSyncWithEachOther, {
    .id = "default_stream.blocking.streams_do_not_sync_with_each_other",
    .cite = {.doc = "SSYNC", .section = "Per-thread default stream",
             .quote = "does not synchronize with other streams (just like explicitly created streams)",
             .version = "13.0"},
}) {
  cudasem::Stream first(cudaStreamDefault), second(cudaStreamDefault);

  const bool ran_while_held = cudasem::probe_ran_while_gate_held(first, second);

  EXPECT_TRUE(ran_while_held);
}
