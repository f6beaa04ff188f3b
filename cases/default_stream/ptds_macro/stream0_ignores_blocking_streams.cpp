// SPDX-License-Identifier: Apache-2.0
// Per-thread behavior by macro: defined before any CUDA header is included, in a .cpp that the
// host compiler builds (nvcc would include cuda_runtime.h before this line). The runtime header
// then maps this file's stream-0 calls to their per-thread entry points (only this file's).
#define CUDA_API_PER_THREAD_DEFAULT_STREAM 1
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

CUDASEM_CASE(PerThreadDefaultStreamMacro, Stream0IgnoresBlockingStreams, {
    .id = "default_stream.ptds_macro.stream0_ignores_blocking_streams",
    .cite = {.doc = "SSYNC", .section = "Default stream",
             .quote = "Alternatively, per-thread behavior can be enabled by defining the CUDA_API_PER_THREAD_DEFAULT_STREAM macro before including any CUDA headers.",
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
