// SPDX-License-Identifier: Apache-2.0
// Work in cudaStreamLegacy waits for a gate in a blocking stream, as the legacy stream does.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamLegacy, WaitsForBlockingStream, {
    .id = "default_stream.handles.legacy_handle_waits_for_blocking_stream",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "The legacy default stream can be used explicitly with the CUstream (cudaStream_t) handle CU_STREAM_LEGACY (cudaStreamLegacy).",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);

  const auto order = cudasem::probe_after_gate(blocking, cudaStreamLegacy);

  EXPECT_TRUE(order.ran);
  EXPECT_TRUE(order.saw_gate_finished);
}
