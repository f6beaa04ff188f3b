// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <atomic>

namespace {
struct Seen {
  const cudasem::Gate* gate = nullptr;
  std::atomic<bool> ran{false};
  std::atomic<bool> gate_finished{false};
};
void CUDART_CB record_gate(cudaStream_t, cudaError_t, void* p) {
  auto* seen = static_cast<Seen*>(p);
  seen->gate_finished = seen->gate->finished();
  seen->ran = true;
}
}  // namespace

CUDASEM_CASE(CudaStreamAddCallback, Stream0WaitsBlockingStream, {
    .id = "callbacks.add_callback.stream0_waits_blocking_stream",
    .cite = {.doc = "SSYNC", .section = "Legacy default stream",
             .quote = "the legacy stream first waits on all blocking streams, the action is queued in the legacy "
                      "stream, and then all blocking streams wait on the legacy stream.",
             .version = "13.0"},
}) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::Gate gate;
  Seen seen;
  seen.gate = &gate;
  gate.launch(blocking);

  CUDASEM_ASSERT_OK(cudaStreamAddCallback(cudaStream_t{}, record_gate, &seen, 0));
  gate.arm_watchdog(cudasem::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("callback_saw_gate_finished", seen.gate_finished.load());
  ASSERT_TRUE(seen.ran.load());
  EXPECT_TRUE(seen.gate_finished.load());
}
