// SPDX-License-Identifier: Apache-2.0
// .cu: nvcc is the behavior. Its implicit include of cuda_runtime.h comes before this #define,
// so stream 0 here stays the legacy stream: a probe in it waits for a gate in a blocking stream.
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

CUDASEM_CASE(NvccInSourceDefine, KeepsLegacyStream, {
    .id = "default_stream.nvcc_define.in_source_define_keeps_legacy_stream",
    .cite = {.doc = "PG", .section = "Default Stream",
             .quote = "cannot be used to enable this behavior when the code is compiled by nvcc as nvcc implicitly includes cuda_runtime.h",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::Gate gate;
  Probe probe{&gate};
  gate.launch(blocking);
  CUDASEM_ASSERT_OK(cudaLaunchHostFunc(0, run_probe, &probe));
  gate.arm_watchdog(cudasem::milliseconds(100));

  const bool ran = wait_ran(probe, cudasem::milliseconds(40000));

  cudasem::observe("probe_saw_gate_finished", probe.saw_gate_finished.load());
  EXPECT_TRUE(ran);
  EXPECT_TRUE(probe.saw_gate_finished);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
