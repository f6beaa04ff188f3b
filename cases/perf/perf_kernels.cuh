// SPDX-License-Identifier: Apache-2.0
// Device code of the perf cases (for .cu case files only): bandwidth kernels with 16-byte
// accesses and a grid sized to fill the GPU, and a many-block bounded spin for the priority
// case, in cudasem::perf. Internal linkage (an anonymous namespace inside it): every unity batch
// that includes it gets its own copy.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>

namespace cudasem::perf {
namespace {

// Reads n uint4 and folds them; the result is stored only when it matches a value no fill
// produces, so the loads cannot be dropped and the store practically never happens.
__global__ void read_kernel(const uint4* p, std::size_t n, unsigned* sink) {
  unsigned acc = 0;
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
      i += static_cast<std::size_t>(gridDim.x) * blockDim.x) {
    const uint4 v = p[i];
    acc ^= v.x ^ v.y ^ v.z ^ v.w;
  }
  if (acc == 0x9e3779b9u) *sink = acc;
}

__global__ void write_kernel(uint4* p, std::size_t n, unsigned value) {
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
      i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
    p[i] = make_uint4(value, value, value, value);
}

__global__ void copy_kernel(uint4* dst, const uint4* src, std::size_t n) {
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
      i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
    dst[i] = src[i];
}

// Every thread spins for ns nanoseconds (%globaltimer): a kernel that occupies the GPU.
__global__ void busy_kernel(unsigned long long ns) {
  unsigned long long start, t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(start));
  do {
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  } while (t - start < ns);
}

constexpr unsigned kThreads = 256;

// Blocks that fill the GPU: 8 per multiprocessor (2048 threads per SM at 256 threads a block).
// Queried once: a launch between two timing events must not wait for attribute queries.
inline unsigned fill_grid() {
  static const unsigned blocks = [] {
    int dev = 0, sms = 0;
    if (cudaGetDevice(&dev) != cudaSuccess ||
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev) != cudaSuccess || sms <= 0)
      return 1024u;
    return static_cast<unsigned>(sms) * 8;
  }();
  return blocks;
}

inline cudaError_t launch_read(cudaStream_t s, const void* p, std::size_t bytes, unsigned* sink) {
  read_kernel<<<fill_grid(), kThreads, 0, s>>>(static_cast<const uint4*>(p), bytes / sizeof(uint4), sink);
  return cudaGetLastError();
}
inline cudaError_t launch_write(cudaStream_t s, void* p, std::size_t bytes, unsigned value) {
  write_kernel<<<fill_grid(), kThreads, 0, s>>>(static_cast<uint4*>(p), bytes / sizeof(uint4), value);
  return cudaGetLastError();
}
inline cudaError_t launch_copy(cudaStream_t s, void* dst, const void* src, std::size_t bytes) {
  copy_kernel<<<fill_grid(), kThreads, 0, s>>>(
      static_cast<uint4*>(dst), static_cast<const uint4*>(src), bytes / sizeof(uint4));
  return cudaGetLastError();
}
// `blocks` blocks of kThreads threads, each spinning for ns.
inline cudaError_t launch_busy(cudaStream_t s, unsigned blocks, unsigned long long ns) {
  busy_kernel<<<blocks, kThreads, 0, s>>>(ns);
  return cudaGetLastError();
}

}  // namespace
}  // namespace cudasem::perf
