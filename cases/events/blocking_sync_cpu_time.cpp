// SPDX-License-Identifier: Apache-2.0
// Busy-wait versus block is only visible as CPU time, so this records the thread's CPU share.
#include "cudasem/cudasem.h"

#include <time.h>

#include <chrono>

namespace {
double thread_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}
}  // namespace

CUDASEM_CASE(CudaEventSynchronize, BlockingSyncCpuTime, {
    .id = "events.blocking_sync.cpu_time",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaEventSynchronize",
             .quote = "Waiting for an event that was created with the cudaEventBlockingSync flag will cause the calling CPU thread to block until the event has been completed by the device.",
             .version = "13.0"},
    .needs = {cudasem::linux_os()},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event event(cudaEventBlockingSync);
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
  cudasem::observe("cpu_share", wall_ms > 0 ? cpu_ms / wall_ms : 0.0);
  cudasem::observe("thread_cpu_ms", cpu_ms);
  cudasem::observe("wall_ms", wall_ms);
  cudasem::observe("gate_finished_at_return", gate.finished());
}
