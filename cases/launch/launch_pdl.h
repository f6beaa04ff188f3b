// SPDX-License-Identifier: Apache-2.0
// Shared by the programmatic-dependent-launch cases (launch/pdl/, .cu files only): the launch
// attribute that lets a secondary kernel overlap the previous kernel of its stream, a primary and
// a secondary configuration built together, the %globaltimer clock, and the body of the marker
// cases (the secondary must find every word the primary wrote once cudaGridDependencySynchronize
// returns). The device code has internal linkage (an anonymous namespace inside
// cudasem::launch): every unity batch that includes it gets its own copy.
#pragma once

#include <cuda_runtime_api.h>

#include "cudasem/cudasem.h"
#include "launch.h"

namespace cudasem::launch {

inline cudaLaunchAttribute programmatic_serialization(int allowed = 1) {
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attr.val.programmaticStreamSerializationAllowed = allowed;
  return attr;
}

// `first` (a primary launch) and `second` (with programmatic stream serialization), both in
// `stream`. Not copyable: `second` points at `attr`.
struct PdlConfigs {
  PdlConfigs(
      cudaStream_t stream, dim3 first_grid, dim3 first_block, dim3 second_grid = dim3(1), dim3 second_block = dim3(1))
      : first(make_config(first_grid, first_block, stream)),
        second(make_config(second_grid, second_block, stream, 0, &attr, 1)) {}
  PdlConfigs(const PdlConfigs&) = delete;
  PdlConfigs& operator=(const PdlConfigs&) = delete;

  cudaLaunchAttribute attr = programmatic_serialization();
  cudaLaunchConfig_t first, second;
};

namespace {

__device__ unsigned long long global_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

// The secondary of the marker cases: after cudaGridDependencySynchronize, adds to *bad the
// number of the n words of `data` that are not `marker`.
__global__ void count_missing_markers(const unsigned* data, unsigned n, unsigned marker, unsigned* bad) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cudaGridDependencySynchronize();
#endif
  unsigned wrong = 0;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    wrong += data[i] != marker;
  if (wrong) atomicAdd(bad, wrong);
}

// `primary(data, marker)` runs 32 x 256 threads that each write `marker` into their word; then
// count_missing_markers (8 x 128, programmatic stream serialization) follows it in a non-blocking
// stream. Records "markers_missing_after_sync" and expects 0.
[[maybe_unused]] void secondary_finds_markers(void (*primary)(unsigned*, unsigned), unsigned marker) {
  constexpr unsigned kBlocks = 32, kThreads = 256, kN = kBlocks * kThreads;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> data(kN), bad(1);
  CUDASEM_ASSERT_OK(cudaMemset(data.data(), 0, data.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(bad.data(), 0, bad.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  PdlConfigs pdl(stream, dim3(kBlocks), dim3(kThreads), dim3(8), dim3(128));

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&pdl.first, primary, data.data(), marker));
  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(
      &pdl.second, count_missing_markers, static_cast<const unsigned*>(data.data()), kN, marker, bad.data()));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host = 1;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, bad.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("markers_missing_after_sync", host, 0u);
}

}  // namespace
}  // namespace cudasem::launch
