// cudasem-build: --default-stream per-thread
// SPDX-License-Identifier: Apache-2.0
// .cu: the build option is an nvcc option. A gate holds the legacy stream; a probe issued
// afterwards in stream 0 (the per-thread stream here) runs only after it.
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

CUDASEM_CASE(PerThreadDefaultStream, Stream0WaitsForLegacyStream, {
    .id = "default_stream.ptds.stream0_waits_for_legacy_stream",
    .cite = {.doc = "SSYNC", .section = "Per-thread default stream",
             .quote = "The per-thread default stream is not a non-blocking stream and will synchronize with the legacy default stream if both are used in a program.",
             .version = "13.0"},
}) {
  cudasem::Gate gate;
  Probe probe{&gate};
  gate.launch(cudaStreamLegacy);
  CUDASEM_ASSERT_OK(cudaLaunchHostFunc(0, run_probe, &probe));
  gate.arm_watchdog(cudasem::milliseconds(100));

  const bool ran = wait_ran(probe, cudasem::milliseconds(40000));

  cudasem::observe("probe_saw_gate_finished", probe.saw_gate_finished.load());
  EXPECT_TRUE(ran);
  EXPECT_TRUE(probe.saw_gate_finished);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
