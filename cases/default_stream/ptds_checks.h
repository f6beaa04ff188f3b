// SPDX-License-Identifier: Apache-2.0
// Shared body of the stream-0 cases compiled under different default-stream modes
// (ptds/, ptds_flag/, ptds_macro/, nvcc_define/): a gate holds one stream and a host-function
// probe is enqueued into stream 0.
//
// What "stream 0" means is decided by how the INCLUDING file is compiled (--default-stream,
// -DCUDA_API_PER_THREAD_DEFAULT_STREAM, or the macro defined before the first CUDA header),
// because the runtime header maps stream-0 calls per translation unit. So everything here
// is in an anonymous namespace: each including file gets its own copy, compiled in its own
// mode. (ptds_macro/ and nvcc_define/ are linked into one binary with opposite modes; shared
// inline definitions would be merged by the linker.) Never move this into the harness
// library, which is compiled once, for the legacy default stream.
#pragma once

#include <atomic>
#include <chrono>
#include <thread>

#include "cudasem/cudasem.h"

namespace {

// A host-function probe enqueued into stream 0 from this translation unit (HostProbe::enqueue
// is compiled in the harness, for the legacy default stream). Has the members that
// cudasem::probe_after_gate and cudasem::probe_ran_while_gate_held use.
class Stream0Probe {
 public:
  explicit Stream0Probe(const cudasem::Gate* gate) : gate_(gate) {}
  Stream0Probe(const Stream0Probe&) = delete;
  Stream0Probe& operator=(const Stream0Probe&) = delete;

  // cudaLaunchHostFunc(0, ...): stream 0 as this file's compile mode resolves it.
  cudaError_t enqueue() { return cudaLaunchHostFunc(0, &Stream0Probe::run, this); }
  bool ran() const { return ran_.load(); }
  bool saw_gate_finished() const { return saw_gate_finished_.load(); }
  bool wait_ran(std::chrono::milliseconds limit) const {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (!ran_.load()) {
      if (std::chrono::steady_clock::now() > deadline) return false;
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
    return true;
  }

 private:
  static void run(void* p) {
    auto* probe = static_cast<Stream0Probe*>(p);
    probe->saw_gate_finished_ = probe->gate_->finished();
    probe->ran_ = true;
  }
  const cudasem::Gate* gate_;
  std::atomic<bool> ran_{false}, saw_gate_finished_{false};
};

// A gate held in `gated`, then a Stream0Probe enqueued behind it; `question` is asked and
// its answer stored. A failed enqueue is a fatal failure: call it in ASSERT_NO_FATAL_FAILURE.
template <typename Answer>
void stream0_probe_behind_gate(cudaStream_t gated, Answer (*question)(cudasem::Gate&, const Stream0Probe&),
                               Answer* answer) {
  cudasem::Gate gate;
  Stream0Probe probe(&gate);
  gate.launch(gated);
  CUDASEM_ASSERT_OK(probe.enqueue());
  *answer = question(gate, probe);
}

// "Stream 0 does not wait for `gated`": see cudasem::probe_ran_while_gate_held.
[[maybe_unused]] void stream0_probe_ran_while_gate_held(cudaStream_t gated, bool* ran_while_held) {
  stream0_probe_behind_gate(gated, &cudasem::probe_ran_while_gate_held<Stream0Probe>, ran_while_held);
}

// "Stream 0 waits for `gated`": see cudasem::probe_after_gate.
[[maybe_unused]] void stream0_probe_after_gate(cudaStream_t gated, cudasem::ProbeOrder* order) {
  stream0_probe_behind_gate(gated, &cudasem::probe_after_gate<Stream0Probe>, order);
}

}  // namespace
