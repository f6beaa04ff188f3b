// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a probe issued afterwards in cudaStreamPerThread runs only after it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamPerThread, WaitsForLegacyStream, {
    .id = "default_stream.handles.per_thread_handle_waits_for_legacy_stream",
    .cite = {.doc = "SSYNC", .section = "Per-thread default stream",
             .quote = "The per-thread default stream is not a non-blocking stream and will synchronize with the legacy default stream if both are used in a program.",
             .version = "13.0"},
}) {

  const auto order = cudasem::probe_after_gate(cudaStreamLegacy, cudaStreamPerThread);

  EXPECT_TRUE(order.ran);
  EXPECT_TRUE(order.saw_gate_finished);
}
