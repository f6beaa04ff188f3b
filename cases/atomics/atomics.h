// SPDX-License-Identifier: Apache-2.0
// Shared by the atomics cases (not a case file; .cu cases only): kernels that add with a chosen
// atomic scope, and the host side of concurrent host/device updates.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>

namespace cudasem::atomics {

enum class Scope { block, device, system };

template <Scope S>
__device__ __forceinline__ unsigned atomic_add(unsigned* address, unsigned value) {
  if constexpr (S == Scope::block)
    return atomicAdd_block(address, value);
  else if constexpr (S == Scope::device)
    return atomicAdd(address, value);
  else
    return atomicAdd_system(address, value);
}

// Every thread adds 1 to *counter `per_thread` times with scope S.
template <Scope S>
__global__ void add_many(unsigned* counter, unsigned per_thread) {
  for (unsigned i = 0; i < per_thread; ++i) atomic_add<S>(counter, 1u);
}

// Every thread takes one ticket: tickets[thread] = the value atomicAdd returned.
template <Scope S>
__global__ void take_tickets(unsigned* counter, unsigned* tickets) {
  const unsigned thread = blockIdx.x * blockDim.x + threadIdx.x;
  tickets[thread] = atomic_add<S>(counter, 1u);
}

// The launch shape of the counting kernels: kBlocks x kThreads threads, kPerThread adds each.
constexpr unsigned kBlocks = 32, kThreads = 128, kPerThread = 16;
constexpr unsigned kDeviceAdds = kBlocks * kThreads * kPerThread;

template <Scope S>
cudaError_t launch_add_many(cudaStream_t stream, unsigned* counter) {
  add_many<S><<<kBlocks, kThreads, 0, stream>>>(counter, kPerThread);
  return cudaGetLastError();
}

// The host adds 1 to *counter `count` times with a sequentially consistent CPU atomic.
inline void host_add_many(unsigned* counter, unsigned count) {
  for (unsigned i = 0; i < count; ++i) __atomic_fetch_add(counter, 1u, __ATOMIC_SEQ_CST);
}

}  // namespace cudasem::atomics
