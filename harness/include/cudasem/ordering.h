// SPDX-License-Identifier: Apache-2.0
// "Does work in stream B wait for gated work in stream A?", answered with a host-function probe.
//
// "B waits for A" is never judged by time alone: the question is asked twice, with the gate
// released after 100 ms and after 1 s, and B waited when its probe saw the gate finished both
// times AND ran at least 450 ms later the second time (its run moved with the release), so a
// probe that is merely late is not taken for one that waited. The case arranges the question
// itself, so that it stays visible in the case file:
//
//   cudasem::Stream first(cudaStreamDefault), second(cudaStreamDefault);
//   auto order = cudasem::probe_after_gate([&](cudasem::Gate& gate, cudasem::HostProbe& probe) {
//     gate.launch(first);                                              // stream A
//     CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(cudaStream_t{}));  // the action claimed
//     probe.enqueue(second);                                           // stream B
//   });
//   EXPECT_TRUE(order.ran);
//   EXPECT_TRUE(order.saw_gate_finished);
//
// (`arrange` runs once per release delay, each time with a fresh gate and probe; for a gate in
// A and a probe in B with nothing in between, call the two-stream forms at the end.)
// "B does not wait for A" needs one ask: the probe ran while the gate still held.
// Every wait is bounded (the gate kernel also stops on its own after Gate::kDeviceLimit).
// Nothing here enqueues work into stream 0, so these functions mean the same in every compile
// mode: a case whose probe goes into stream 0 enqueues it with HostProbe::enqueue_with.
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "cudasem/check.h"
#include "cudasem/observe.h"
#include "cudasem/probe.h"

namespace cudasem {

struct ProbeOrder {
  bool ran = false;                // the probe ran within the limit, both times
  bool saw_gate_finished = false;  // it saw the gate finished both times, and its run moved with the release
};

// "B waits for A". Records "probe_saw_gate_finished_at_100ms", "..._at_1000ms" and
// "probe_run_moved_with_release", and synchronizes the device after each ask. A fatal failure
// inside `arrange` ends the question with {false, false} (the gate released).
template <typename Arrange>
ProbeOrder probe_after_gate(Arrange&& arrange) {
  ProbeOrder result{true, true};
  double ran_ms[2] = {0, 0};
  const long delays[2] = {100, 1000};
  for (int i = 0; i < 2; ++i) {
    Gate gate;
    HostProbe probe(&gate);
    const auto t0 = std::chrono::steady_clock::now();
    arrange(gate, probe);
    if (::testing::Test::HasFatalFailure()) {
      gate.release();
      CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
      return {};
    }
    gate.arm_watchdog(milliseconds(delays[i]));
    const bool ran = probe.wait_ran(milliseconds(40000));
    ran_ms[i] = std::chrono::duration<double, std::milli>(probe.ran_at() - t0).count();
    observe(std::string("probe_saw_gate_finished_at_") + std::to_string(delays[i]) + "ms",
        ran && probe.saw_gate_finished());
    result.ran = result.ran && ran;
    result.saw_gate_finished = result.saw_gate_finished && ran && probe.saw_gate_finished();
    CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  }
  const bool moved = ran_ms[1] - ran_ms[0] >= (1000.0 - 100.0) / 2;
  observe("probe_run_moved_with_release", moved);
  result.saw_gate_finished = result.saw_gate_finished && moved;
  return result;
}

// "B does not wait for A": the gate holds for up to 10 s (watchdog); the probe must run
// within 5 s, while the gate still holds. Records "probe_ran_while_gate_held", then releases
// the gate and synchronizes the device. Returns whether the probe ran while the gate held.
inline bool probe_ran_while_gate_held(Gate& gate, const HostProbe& probe) {
  gate.arm_watchdog(milliseconds(10000));
  const bool ran_while_held = probe.wait_ran(milliseconds(5000)) && !probe.saw_gate_finished();
  observe("probe_ran_while_gate_held", ran_while_held);
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  return ran_while_held;
}

// The same two questions for a gate into `gated`, then a HostProbe into `probed`. HostProbe is
// compiled in the harness, so a stream handle 0 means the legacy stream here whatever the
// caller's compile mode (pass cudaStreamPerThread for the per-thread stream).
inline ProbeOrder probe_after_gate(cudaStream_t gated, cudaStream_t probed) {
  return probe_after_gate([&](Gate& gate, HostProbe& probe) {
    gate.launch(gated);
    probe.enqueue(probed);
  });
}

inline bool probe_ran_while_gate_held(cudaStream_t gated, cudaStream_t probed) {
  Gate gate;
  HostProbe probe(&gate);
  gate.launch(gated);
  probe.enqueue(probed);
  return probe_ran_while_gate_held(gate, probe);
}

}  // namespace cudasem
