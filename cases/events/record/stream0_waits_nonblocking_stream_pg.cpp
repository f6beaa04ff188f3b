// SPDX-License-Identifier: Apache-2.0
// PG side: "all streams" includes non-blocking ones, so an event recorded in stream 0 stays
// incomplete while a gate holds a non-blocking stream. SSYNC side:
// events.record.stream0_ignores_nonblocking_stream_ssync (the same observation, negated).
#include "../stream0_event_probe.h"

CUDASEM_CASE(CudaEventRecord, Stream0WaitsNonBlockingStreamPg, {
    .api = {"cudaEventRecord"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.8. Events",
             .quote = "Events in stream zero are completed after all preceding tasks and commands in all streams "
                      "are completed."},
}) {
  const bool completed_while_held = cudasem_cases::stream0_event_completed_while_stream_held(cudaStreamNonBlocking);

  EXPECT_FALSE(completed_while_held) << "the stream-0 event completed while the non-blocking stream was held";
}
