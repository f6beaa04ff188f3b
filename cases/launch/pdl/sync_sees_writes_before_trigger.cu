// SPDX-License-Identifier: Apache-2.0
// A secondary kernel launched with programmatic stream serialization waits in
// cudaGridDependencySynchronize for the primary: every primary thread writes a marker, then
// triggers and lingers 2 ms; after the sync the secondary finds every marker.
#include "../launch_config.h"
#include "cudasem/cudasem.h"
#include "pdl_kernels.h"

namespace {
__device__ unsigned long long global_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__global__ void primary(unsigned* data, unsigned marker) {
  data[blockIdx.x * blockDim.x + threadIdx.x] = marker;
  __threadfence();
  __syncthreads();
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cudaTriggerProgrammaticLaunchCompletion();
#endif
  const unsigned long long t0 = global_ns();
  while (global_ns() - t0 < 2000000ull) {
  }
}
__global__ void secondary(const unsigned* data, unsigned n, unsigned marker, unsigned* bad) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cudaGridDependencySynchronize();
#endif
  unsigned wrong = 0;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) wrong += data[i] != marker;
  if (wrong) atomicAdd(bad, wrong);
}
}  // namespace

CUDASEM_CASE(ProgrammaticDependentLaunch, SyncSeesWritesBeforeTrigger, {
    .api = {"cudaLaunchKernelEx"},
    .cite = {.doc = "RT", .section = "cudaLaunchAttributeID (cudaLaunchAttributeProgrammaticStreamSerialization)",
             .quote = "The dependent launches can choose to wait on the dependency using the programmatic sync (cudaGridDependencySynchronize() or equivalent PTX instructions)."},
    .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
}) {
  constexpr unsigned kBlocks = 32, kThreads = 256, kN = kBlocks * kThreads;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> data(kN), bad(1);
  CUDASEM_ASSERT_OK(cudaMemset(data.data(), 0, data.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(bad.data(), 0, bad.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudaLaunchConfig_t first = cudasem_cases::launch::make_config(dim3(kBlocks), dim3(kThreads), stream);
  cudaLaunchAttribute attr = cudasem_cases::launch::programmatic_serialization();
  cudaLaunchConfig_t second = cudasem_cases::launch::make_config(dim3(8), dim3(128), stream, 0, &attr, 1);

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&first, primary, data.data(), 0xfeedu));
  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&second, secondary, static_cast<const unsigned*>(data.data()), kN, 0xfeedu, bad.data()));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host = 1;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, bad.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::observe("markers_missing_after_sync", host);
  EXPECT_EQ(host, 0u);
}
