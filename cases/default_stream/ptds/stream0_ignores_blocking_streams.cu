// cudasem-build: --default-stream per-thread
// SPDX-License-Identifier: Apache-2.0
// .cu: the build option is an nvcc option. A gate holds a blocking stream; a probe in stream 0
// (the per-thread stream here) runs while it holds.
#include <atomic>
#include <chrono>
#include <thread>

#include "cudasem/cudasem.h"

namespace {
// The probe is enqueued from this file, so that "stream 0" is resolved by its compilation
// settings (HostProbe::enqueue is compiled for the legacy default stream).
struct Probe {
  const cudasem::Gate* gate;
  std::atomic<bool> ran{false}, saw_gate_finished{false};
};
void run_probe(void* p) {
  auto* probe = static_cast<Probe*>(p);
  probe->saw_gate_finished = probe->gate->finished();
  probe->ran = true;
}
bool wait_ran(const Probe& probe, std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!probe.ran.load()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
  return true;
}
}  // namespace

CUDASEM_CASE(PerThreadDefaultStream, Stream0IgnoresBlockingStreams, {
    .id = "default_stream.ptds.stream0_ignores_blocking_streams",
    .cite = {.doc = "SSYNC", .section = "Per-thread default stream",
             .quote = "does not synchronize with other streams (just like explicitly created streams)",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::Gate gate;
  Probe probe{&gate};
  gate.launch(blocking);
  CUDASEM_ASSERT_OK(cudaLaunchHostFunc(0, run_probe, &probe));
  gate.arm_watchdog(cudasem::milliseconds(10000));

  const bool ran_while_held = wait_ran(probe, cudasem::milliseconds(5000)) && !probe.saw_gate_finished;

  cudasem::observe("probe_ran_while_gate_held", ran_while_held);
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  EXPECT_TRUE(ran_while_held);
}
