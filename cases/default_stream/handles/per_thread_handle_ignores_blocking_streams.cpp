// SPDX-License-Identifier: Apache-2.0
// In a legacy-default-stream binary, a probe in cudaStreamPerThread runs while a gate holds a
// blocking stream.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamPerThread, IgnoresBlockingStreams, {
    .id = "default_stream.handles.per_thread_handle_ignores_blocking_streams",
    .cite = {.doc = "SSYNC", .section = "Per-thread default stream",
             .quote = "The per-thread default stream is an implicit stream local to both the thread and the CUcontext, and which does not synchronize with other streams (just like explicitly created streams).",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);

  const bool ran_while_held = cudasem::probe_ran_while_gate_held(blocking, cudaStreamPerThread);

  EXPECT_TRUE(ran_while_held);
}
