// SPDX-License-Identifier: Apache-2.0
// Shared by the events cases: the stream-0 event probe (is an event recorded in stream 0
// complete while a gate holds another stream?), the cudaEventSynchronize CPU-time body
// (busy-wait versus block is only visible as the waiting thread's CPU time), and the body of the
// cudaEventElapsedTime cases on events created with cudaEventDisableTiming.
#pragma once

#include <time.h>

#include <chrono>
#include <thread>

#include "cudasem/cudasem.h"

namespace cudasem::events {

// A gate holds a stream created with `stream_flags`; an event is recorded in stream 0 and
// polled until it completes or the gate's 5 s watchdog fires. True iff the event completed
// while the gate still held (a false "waited" needs the event to take 5 s). Observes it.
inline bool stream0_event_completed_while_stream_held(unsigned stream_flags) {
  cudasem::Stream held(stream_flags);
  cudasem::Event event;
  cudasem::Gate gate;
  gate.launch(held);
  CUDASEM_EXPECT_OK(cudaEventRecord(event, cudaStream_t{}));
  gate.arm_watchdog(cudasem::milliseconds(5000));

  cudaError_t query = cudaErrorNotReady;
  while (query == cudaErrorNotReady && !gate.released()) {
    query = cudaEventQuery(event);
    if (query == cudaErrorNotReady) std::this_thread::sleep_for(cudasem::milliseconds(1));
  }
  if (query != cudaSuccess && query != cudaErrorNotReady)
    ADD_FAILURE() << "cudaEventQuery of the stream-0 event returned " << cudasem::error_text(query)
                  << ": the probe cannot tell whether the event completed";
  const bool completed_while_held = query == cudaSuccess && !gate.finished();
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  cudasem::observe("event_query_while_held", query);
  cudasem::observe("completed_while_gate_held", completed_while_held);
  return completed_while_held;
}

inline double thread_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// An event created with `event_flags` is recorded behind a running gate (released by its
// watchdog after 500 ms); cudaEventSynchronize waits for it. Records "cpu_share",
// "thread_cpu_ms", "wall_ms" and "gate_finished_at_return". A fatal failure returns early:
// call it in ASSERT_NO_FATAL_FAILURE.
inline void record_event_synchronize_cpu_time(unsigned event_flags) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event event(event_flags);
  cudasem::Gate gate;
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, stream));
  CUDASEM_ASSERT_TRUE_NAMED("gate.started", gate.wait_started());
  gate.arm_watchdog(cudasem::milliseconds(500));
  const double cpu_before = thread_cpu_ms();
  const auto wall_before = std::chrono::steady_clock::now();

  CUDASEM_ASSERT_OK(cudaEventSynchronize(event));

  const double cpu_ms = thread_cpu_ms() - cpu_before;
  const double wall_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall_before).count();
  cudasem::measure("cpu_share", wall_ms > 0 ? cpu_ms / wall_ms : 0.0);
  cudasem::measure("thread_cpu_ms", cpu_ms);
  cudasem::measure("wall_ms", wall_ms);
  cudasem::observe("gate_finished_at_return", gate.finished());
}

// `start` (created with start_flags), an empty kernel and `end` (end_flags) are recorded in a
// non-blocking stream and complete; then cudaEventElapsedTime(start, end) must return
// cudaErrorInvalidResourceHandle. A fatal failure returns early (call it last).
inline void elapsed_time_is_invalid_handle(unsigned start_flags, unsigned end_flags) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event start(start_flags), end(end_flags);
  CUDASEM_ASSERT_OK(cudaEventRecord(start, stream));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(stream));
  CUDASEM_ASSERT_OK(cudaEventRecord(end, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  float ms = -1.0f;

  const cudaError_t result = cudaEventElapsedTime(&ms, start, end);

  CUDASEM_EXPECT_ERROR_OF(cudaEventElapsedTime, result, cudaErrorInvalidResourceHandle);
}

}  // namespace cudasem::events
