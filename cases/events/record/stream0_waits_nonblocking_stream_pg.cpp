// SPDX-License-Identifier: Apache-2.0
// PG side: "all streams" includes non-blocking ones, so an event recorded in stream 0 stays
// incomplete while a gate holds a non-blocking stream. SSYNC side:
// events.record.stream0_ignores_nonblocking_stream_ssync (the same observation, negated).
#include "../events.h"

CUDASEM_CASE(CudaEventRecord, Stream0WaitsNonBlockingStreamPg,
    {
        .api = {"cudaEventRecord"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.8. Events",
            .quote = "Events in stream zero are completed after all preceding tasks and commands in all streams "
                     "are completed."},
        .claim = cudasem::Claim::promise,
    }) {
  const bool completed_while_held = cudasem::events::stream0_event_completed_while_stream_held(cudaStreamNonBlocking);
  // "Completed after" proven, not timed: synchronizing on the stream-0 event must return after the
  // gate's release, at two release delays, and move with it.
  cudasem::Stream held(cudaStreamNonBlocking);
  cudasem::Event event;
  const cudasem::WaitVerdict waited = cudasem::call_waits_for_gate(held, [&] {
    CUDASEM_EXPECT_OK(cudaEventRecord(event, cudaStream_t{}));
    CUDASEM_EXPECT_OK(cudaEventSynchronize(event));
  });
  cudasem::observe("completion_followed_release", waited.waited);

  CUDASEM_EXPECT_EQ_NAMED("stream0_event.completed_while_held", completed_while_held, false)
      << "the stream-0 event completed while the non-blocking stream was held";
  CUDASEM_EXPECT_TRUE_NAMED("stream0_event.completion_followed_release", waited.waited)
      << "the stream-0 event's completion did not follow the non-blocking stream's work";
}
