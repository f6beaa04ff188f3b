// SPDX-License-Identifier: Apache-2.0
// A gate holds cudaStreamPerThread; a probe issued afterwards in the legacy stream runs only after it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamPerThread, LegacyStreamWaitsForIt, {
    .id = "default_stream.handles.legacy_stream_waits_for_per_thread_handle",
    .cite = {.doc = "SSYNC", .section = "Per-thread default stream",
             .quote = "The per-thread default stream is not a non-blocking stream and will synchronize with the legacy default stream if both are used in a program.",
             .version = "13.0"},
}) {

  const auto order = cudasem::probe_after_gate(cudaStreamPerThread, cudaStreamLegacy);

  EXPECT_TRUE(order.ran);
  EXPECT_TRUE(order.saw_gate_finished);
}
