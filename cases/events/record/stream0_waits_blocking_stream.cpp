// SPDX-License-Identifier: Apache-2.0
// An event recorded in the legacy stream stays incomplete while a gate holds a blocking stream.
#include "../events.h"

CUDASEM_CASE(CudaEventRecord, Stream0WaitsBlockingStream,
    {
        .api = {"cudaEventRecord"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote = "the legacy stream first waits on all blocking streams, the action is queued in the legacy "
                     "stream, and then all blocking streams wait on the legacy stream."},
        .claim = cudasem::Claim::promise,
    }) {
  const bool completed_while_held = cudasem::events::stream0_event_completed_while_stream_held(cudaStreamDefault);

  CUDASEM_EXPECT_EQ_NAMED("stream0_event.completed_while_held", completed_while_held, false)
      << "the stream-0 event completed while a blocking stream was held";
}
