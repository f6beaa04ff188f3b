// SPDX-License-Identifier: Apache-2.0
#include "kernels.h"

namespace cudasem::kernels {
namespace {

__device__ unsigned long long global_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__global__ void gate_kernel(GateFlags* flags, unsigned long long limit_ns) {
  flags->started = 1;
  __threadfence_system();
  const unsigned long long start = global_ns();
  while (flags->release == 0) {
    if (global_ns() - start > limit_ns) {
      flags->timed_out = 1;
      break;
    }
  }
  __threadfence_system();
  flags->done = 1;
  __threadfence_system();
}

__global__ void rendezvous_kernel(volatile int* flags, int side, int* met, unsigned long long limit_ns) {
  flags[side] = 1;
  __threadfence_system();
  const unsigned long long start = global_ns();
  while (flags[1 - side] == 0) {
    if (global_ns() - start > limit_ns) return;
  }
  met[side] = 1;
}

__global__ void fill_kernel(unsigned* p, std::size_t n, unsigned value) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = value;
}

__global__ void iota_kernel(unsigned* p, std::size_t n, unsigned base) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    p[i] = base + static_cast<unsigned>(i);
}

__global__ void copy_kernel(unsigned* dst, const unsigned* src, std::size_t n) {
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) dst[i] = src[i];
}

__global__ void sum_kernel(const unsigned* p, std::size_t n, unsigned long long* out) {
  unsigned long long local = 0;
  for (std::size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) local += p[i];
  atomicAdd(out, local);
}

__global__ void write_kernel(unsigned* p, unsigned value) {
  *p = value;
  __threadfence_system();
}

__global__ void read_kernel(const volatile unsigned* src, unsigned* out) { *out = *src; }

__global__ void marker_kernel(unsigned* counter, unsigned* slot) {
  *slot = atomicAdd(counter, 1u) + 1u;
  __threadfence_system();
}

__global__ void observe_gate_kernel(const GateFlags* flags, unsigned* out) {
  *out = static_cast<unsigned>(flags->done);
}

__global__ void spin_kernel(unsigned long long ns) {
  const unsigned long long start = global_ns();
  while (global_ns() - start < ns) {
  }
}

__global__ void empty_kernel() {}

__global__ void trap_kernel() { __trap(); }

constexpr unsigned kThreads = 256;
unsigned blocks_for(std::size_t n) {
  std::size_t b = (n + kThreads - 1) / kThreads;
  if (b == 0) b = 1;
  return static_cast<unsigned>(b > 1024 ? 1024 : b);
}

}  // namespace

cudaError_t launch_gate(cudaStream_t s, GateFlags* flags, unsigned long long limit_ns) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  gate_kernel<<<1, 1, 0, s>>>(flags, limit_ns);
  return cudaGetLastError();
}
cudaError_t launch_rendezvous(cudaStream_t s, volatile int* flags, int side, int* met, unsigned long long limit_ns) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  rendezvous_kernel<<<1, 1, 0, s>>>(flags, side, met, limit_ns);
  return cudaGetLastError();
}
cudaError_t launch_fill(cudaStream_t s, unsigned* p, std::size_t n, unsigned value) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  fill_kernel<<<blocks_for(n), kThreads, 0, s>>>(p, n, value);
  return cudaGetLastError();
}
cudaError_t launch_iota(cudaStream_t s, unsigned* p, std::size_t n, unsigned base) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  iota_kernel<<<blocks_for(n), kThreads, 0, s>>>(p, n, base);
  return cudaGetLastError();
}
cudaError_t launch_copy(cudaStream_t s, unsigned* dst, const unsigned* src, std::size_t n) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  copy_kernel<<<blocks_for(n), kThreads, 0, s>>>(dst, src, n);
  return cudaGetLastError();
}
cudaError_t launch_sum(cudaStream_t s, const unsigned* p, std::size_t n, unsigned long long* out) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  sum_kernel<<<blocks_for(n), kThreads, 0, s>>>(p, n, out);
  return cudaGetLastError();
}
cudaError_t launch_write(cudaStream_t s, unsigned* p, unsigned value) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  write_kernel<<<1, 1, 0, s>>>(p, value);
  return cudaGetLastError();
}
cudaError_t launch_read(cudaStream_t s, const volatile unsigned* src, unsigned* out) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  read_kernel<<<1, 1, 0, s>>>(src, out);
  return cudaGetLastError();
}
cudaError_t launch_marker(cudaStream_t s, unsigned* counter, unsigned* slot) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  marker_kernel<<<1, 1, 0, s>>>(counter, slot);
  return cudaGetLastError();
}
cudaError_t launch_observe_gate(cudaStream_t s, const GateFlags* flags, unsigned* out) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  observe_gate_kernel<<<1, 1, 0, s>>>(flags, out);
  return cudaGetLastError();
}
cudaError_t launch_spin(cudaStream_t s, unsigned long long ns) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  spin_kernel<<<1, 1, 0, s>>>(ns);
  return cudaGetLastError();
}
cudaError_t launch_empty(cudaStream_t s) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  empty_kernel<<<1, 1, 0, s>>>();
  return cudaGetLastError();
}
cudaError_t launch_trap(cudaStream_t s) {
  (void)cudaGetLastError();  // report this launch's error, not an earlier call's
  trap_kernel<<<1, 1, 0, s>>>();
  return cudaGetLastError();
}

}  // namespace cudasem::kernels
