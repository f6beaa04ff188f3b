// SPDX-License-Identifier: Apache-2.0
// SSYNC's side of the disagreement with PG (stream0_waits_nonblocking_stream_pg).
#include "../events.h"

CUDASEM_CASE(CudaEventRecord, Stream0IgnoresNonBlockingStreamSsync,
    {
        .api = {"cudaEventRecord"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote = "Non-blocking streams which do not synchronize with the legacy stream can be created using "
                     "the cudaStreamNonBlocking flag"},
        .claim = cudasem::Claim::promise,
    }) {
  const bool completed_while_held = cudasem::events::stream0_event_completed_while_stream_held(cudaStreamNonBlocking);

  CUDASEM_EXPECT_TRUE_NAMED("stream0_event.completed_while_held", completed_while_held)
      << "the stream-0 event waited for the non-blocking stream";
}
