// SPDX-License-Identifier: Apache-2.0
// A gate holds the legacy stream; a probe issued afterwards in a blocking stream runs only after it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LegacyStream, BlockingStreamWaitsForLegacy, {
    .id = "default_stream.legacy.blocking_stream_waits_for_legacy",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "The resulting behavior is that k_2 will block on k_1 and k_3 will block on k_2.",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);

  const auto order = cudasem::probe_after_gate(cudaStream_t{}, blocking);

  EXPECT_TRUE(order.ran);
  EXPECT_TRUE(order.saw_gate_finished);
}
