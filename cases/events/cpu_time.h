// SPDX-License-Identifier: Apache-2.0
// Shared body of the cudaEventSynchronize CPU-time cases: busy-wait versus block is only
// visible as CPU time, so this records the waiting thread's CPU share.
#pragma once

#include <time.h>

#include <chrono>

#include "cudasem/cudasem.h"

namespace {

double thread_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// An event created with `event_flags` is recorded behind a running gate (released by its
// watchdog after 500 ms); cudaEventSynchronize waits for it. Records "cpu_share",
// "thread_cpu_ms", "wall_ms" and "gate_finished_at_return".
[[maybe_unused]] void record_event_synchronize_cpu_time(unsigned event_flags) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event event(event_flags);
  cudasem::Gate gate;
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, stream));
  ASSERT_TRUE(gate.wait_started());
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

}  // namespace
