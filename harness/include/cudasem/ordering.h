// SPDX-License-Identifier: Apache-2.0
// "Does work in stream B wait for gated work in stream A?", answered with a host-function probe.
//
// The case arranges the question itself, so that it stays visible in the case file (or, for a
// gate in A and a probe in B with nothing in between, calls the two-stream forms at the end):
//
//   cudasem::Gate gate;
//   cudasem::HostProbe probe(&gate);
//   gate.launch(blocking);              // stream A
//   probe.enqueue(cudaStream_t{});      // stream B (after any action the claim is about)
//   auto order = cudasem::probe_after_gate(gate, probe);     // "B waits for A"
//   EXPECT_TRUE(order.ran);
//   EXPECT_TRUE(order.saw_gate_finished);
//
// and asks one of the two questions below; each fixes its bounds, so nothing hangs (the gate
// kernel also stops on its own after Gate::kDeviceLimit).
//
// `Probe` is HostProbe, or a case's own type with the same two members (wait_ran(limit),
// saw_gate_finished()) where the probe must be enqueued from the case's own translation unit,
// e.g. a stream-0 call whose meaning depends on that file's default-stream compile mode.
// Nothing here enqueues work or names stream 0, so these functions mean the same in every
// compile mode.
#pragma once

#include <cuda_runtime_api.h>

#include <chrono>
#include <string>

#include "cudasem/check.h"
#include "cudasem/observe.h"
#include "cudasem/probe.h"

namespace cudasem {

struct ProbeOrder {
  bool ran = false;                // the probe ran within the limit
  bool saw_gate_finished = false;  // the gate had finished when the probe ran
};

// "B waits for A": the gate's watchdog releases it after 100 ms; the probe then has 40 s
// (longer than the gate's device limit) to run. Records "probe_saw_gate_finished" and
// synchronizes the device. The claim holds when both fields are true.
template <typename Probe>
ProbeOrder probe_after_gate(Gate& gate, const Probe& probe) {
  gate.arm_watchdog(milliseconds(100));
  ProbeOrder order;
  order.ran = probe.wait_ran(milliseconds(40000));
  order.saw_gate_finished = probe.saw_gate_finished();
  observe("probe_saw_gate_finished", order.saw_gate_finished);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  return order;
}

// "B does not wait for A": the gate holds for up to 10 s (watchdog); the probe must run
// within 5 s, while the gate still holds. Records "probe_ran_while_gate_held", then releases
// the gate and synchronizes the device. Returns whether the probe ran while the gate held.
template <typename Probe>
bool probe_ran_while_gate_held(Gate& gate, const Probe& probe) {
  gate.arm_watchdog(milliseconds(10000));
  const bool ran_while_held = probe.wait_ran(milliseconds(5000)) && !probe.saw_gate_finished();
  observe("probe_ran_while_gate_held", ran_while_held);
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  return ran_while_held;
}

// The same two questions, arranged here: a gate into `gated`, then a HostProbe into `probed`.
// HostProbe is compiled in the harness, so a stream handle 0 means the legacy stream here
// whatever the caller's compile mode (pass cudaStreamPerThread for the per-thread stream).
namespace detail {
template <typename Answer>
Answer ask_behind_gate(cudaStream_t gated, cudaStream_t probed, Answer (*question)(Gate&, const HostProbe&)) {
  Gate gate;
  HostProbe probe(&gate);
  gate.launch(gated);
  probe.enqueue(probed);
  return question(gate, probe);
}
}  // namespace detail

// The two-stream form asks twice, with the gate released after 100 ms and after 1 s: B waits for
// A when the probe saw the gate finished both times and its run moved with the release (ran at
// least 450 ms later the second time), so a probe that is merely late is not taken for a wait.
// Records "probe_saw_gate_finished_at_100ms", "..._at_1000ms" and "probe_run_moved_with_release".
inline ProbeOrder probe_after_gate(cudaStream_t gated, cudaStream_t probed) {
  ProbeOrder result{true, true};
  double ran_ms[2] = {0, 0};
  const long delays[2] = {100, 1000};
  for (int i = 0; i < 2; ++i) {
    Gate gate;
    HostProbe probe(&gate);
    const auto t0 = std::chrono::steady_clock::now();
    gate.launch(gated);
    probe.enqueue(probed);
    gate.arm_watchdog(milliseconds(delays[i]));
    const bool ran = probe.wait_ran(milliseconds(40000));
    ran_ms[i] = std::chrono::duration<double, std::milli>(probe.ran_at() - t0).count();
    observe(std::string("probe_saw_gate_finished_at_") + std::to_string(delays[i]) + "ms",
            ran && probe.saw_gate_finished());
    result.ran = result.ran && ran;
    result.saw_gate_finished = result.saw_gate_finished && probe.saw_gate_finished();
    CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  }
  const bool moved = ran_ms[1] - ran_ms[0] >= (1000.0 - 100.0) / 2;
  observe("probe_run_moved_with_release", moved);
  result.saw_gate_finished = result.saw_gate_finished && moved;
  return result;
}

inline bool probe_ran_while_gate_held(cudaStream_t gated, cudaStream_t probed) {
  return detail::ask_behind_gate(gated, probed, &probe_ran_while_gate_held<HostProbe>);
}

}  // namespace cudasem
