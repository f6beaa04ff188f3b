// SPDX-License-Identifier: Apache-2.0
// Shared by the concurrency cases: the body of the "copy overlaps kernel" cases (a gate kernel
// runs in one non-blocking stream; a copy in another completes, bounded wait of 10 s, before the
// kernel ends), and of the implicit-synchronization allocation cases (does a call wait for a gate
// in a blocking stream, and does later work in another blocking stream wait for it?).
#pragma once

#include <chrono>
#include <functional>
#include <thread>

#include "cudasem/cudasem.h"

namespace cudasem::concurrency {

// The gate (watchdog 20 s) is running before `copy(copy_stream)` enqueues the copy. Records
// "copy_completed_while_kernel_ran" and "event_query"; releases the gate and synchronizes the
// device. A fatal failure returns early: call it in ASSERT_NO_FATAL_FAILURE.
inline void copy_while_gate_runs(const std::function<cudaError_t(cudaStream_t)>& copy, bool* copied_while_kernel_ran) {
  cudasem::Stream kernel_stream(cudaStreamNonBlocking), copy_stream(cudaStreamNonBlocking);
  cudasem::Event copied(cudaEventDisableTiming);
  cudasem::Gate gate;
  gate.launch(kernel_stream);
  gate.arm_watchdog(cudasem::milliseconds(20000));
  CUDASEM_ASSERT_TRUE_NAMED("gate.started", gate.wait_started());

  CUDASEM_ASSERT_OK(copy(copy_stream));
  CUDASEM_ASSERT_OK(cudaEventRecord(copied, copy_stream));
  cudaError_t query = cudaErrorNotReady;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while ((query = cudaEventQuery(copied)) == cudaErrorNotReady && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  *copied_while_kernel_ran = query == cudaSuccess && !gate.finished() && !gate.released();

  cudasem::observe("copy_completed_while_kernel_ran", *copied_while_kernel_ran);
  cudasem::observe("event_query", query);
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}

// copy_while_gate_runs for an 8 MiB cudaMemcpyAsync between pinned and device memory in `kind`'s
// direction (cudaMemcpyHostToDevice or cudaMemcpyDeviceToHost). A fatal failure returns early.
inline void pinned_copy_while_gate_runs(cudaMemcpyKind kind) {
  cudasem::PinnedBuffer<unsigned char> host(8 << 20);
  cudasem::DeviceBuffer<unsigned char> device(host.size());
  CUDASEM_ASSERT_OK(cudasem::zero_fill(device));
  const bool to_host = kind == cudaMemcpyDeviceToHost;
  void* dst = to_host ? static_cast<void*>(host.data()) : static_cast<void*>(device.data());
  const void* src = to_host ? static_cast<const void*>(device.data()) : static_cast<const void*>(host.data());
  bool copied_while_kernel_ran = false;
  copy_while_gate_runs(
      [&](cudaStream_t s) { return cudaMemcpyAsync(dst, src, host.bytes(), kind, s); }, &copied_while_kernel_ran);
}

// Two blocking streams; a gate runs in the first (watchdog 2 s); `call(second)` makes (and
// checks) the call under test; then a host-function probe is enqueued in the second stream.
// Records "call_waited_for_gate" and "later_work_in_other_stream_waited", releases the gate,
// synchronizes the device and runs `release()` (frees what the call allocated).
template <typename Call, typename Release>
void call_between_blocking_streams(Call&& call, Release&& release) {
  cudasem::Stream first(cudaStreamDefault), second(cudaStreamDefault);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(first);
  gate.arm_watchdog(cudasem::milliseconds(2000));

  call(second.get());
  const bool call_waited = gate.released();
  probe.enqueue(second);
  const bool probe_ran = probe.wait_ran(cudasem::milliseconds(40000));

  cudasem::observe("call_waited_for_gate", call_waited);
  cudasem::observe("later_work_in_other_stream_waited", probe_ran && probe.saw_gate_finished());
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  release();
}

}  // namespace cudasem::concurrency
