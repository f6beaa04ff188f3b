// SPDX-License-Identifier: Apache-2.0
// The few shared device kernels, with host launch wrappers so that cases can be plain C++.
// Every wrapper enqueues one kernel and returns that launch's error: an earlier call's pending
// (non-sticky) error is cleared before the launch, the launch's own error after it.
// Every spinning kernel is bounded by %globaltimer: nothing here can hang.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>

namespace cudasem::kernels {

// Flags shared between the host and the gate kernel, in mapped pinned memory.
struct GateFlags {
  volatile int release;    // host -> device: stop waiting
  volatile int started;    // device -> host: the kernel is running
  volatile int done;       // device -> host: the kernel has finished
  volatile int timed_out;  // device -> host: gave up after the limit without a release
};

// One thread: started=1, spin until flags->release or limit_ns, done=1.
cudaError_t launch_gate(cudaStream_t s, GateFlags* flags, unsigned long long limit_ns);
// One thread of a rendezvous pair: flags[side]=1, spin until flags[1-side] or limit_ns;
// met[side]=1 when the other side was seen (so both kernels ran at the same time).
cudaError_t launch_rendezvous(cudaStream_t s, volatile int* flags, int side, int* met, unsigned long long limit_ns);
// p[i] = value for i < n.
cudaError_t launch_fill(cudaStream_t s, unsigned* p, std::size_t n, unsigned value);
// p[i] = base + i for i < n.
cudaError_t launch_iota(cudaStream_t s, unsigned* p, std::size_t n, unsigned base);
// dst[i] = src[i] for i < n.
cudaError_t launch_copy(cudaStream_t s, unsigned* dst, const unsigned* src, std::size_t n);
// *out = sum of p[0..n).
cudaError_t launch_sum(cudaStream_t s, const unsigned* p, std::size_t n, unsigned long long* out);
// One thread: *p = value.
cudaError_t launch_write(cudaStream_t s, unsigned* p, unsigned value);
// One thread: *out = *src (reads through whatever pointer it is given).
cudaError_t launch_read(cudaStream_t s, const volatile unsigned* src, unsigned* out);
// One thread: *slot = atomicAdd(counter, 1) + 1; records the order in which markers ran.
cudaError_t launch_marker(cudaStream_t s, unsigned* counter, unsigned* slot);
// One thread: *out = flags->done (an "ordered after" probe: 1 proves the gate finished first).
cudaError_t launch_observe_gate(cudaStream_t s, const GateFlags* flags, unsigned* out);
// One thread spinning for ns nanoseconds (perf and characterization cases only).
cudaError_t launch_spin(cudaStream_t s, unsigned long long ns);
// An empty kernel.
cudaError_t launch_empty(cudaStream_t s);
// A kernel that executes a trap instruction (a sticky error).
cudaError_t launch_trap(cudaStream_t s);

}  // namespace cudasem::kernels
