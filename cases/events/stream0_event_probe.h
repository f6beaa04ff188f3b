// SPDX-License-Identifier: Apache-2.0
// Shared by the cases on events recorded in stream 0 (not a case file).
#pragma once

#include <thread>

#include "cudasem/cudasem.h"

namespace cudasem_cases {

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
  cudasem::observe("event_query_while_held", cudasem::error_text(query));
  cudasem::observe("completed_while_gate_held", completed_while_held);
  return completed_while_held;
}

}  // namespace cudasem_cases
