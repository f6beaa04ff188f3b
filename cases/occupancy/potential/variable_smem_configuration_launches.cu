// SPDX-License-Identifier: Apache-2.0
// cudaOccupancyMaxPotentialBlockSizeVariableSMem with a per-block dynamic shared memory of
// 64 bytes per thread (the kernel opted in to the device's maximum): the suggested block size, launched with the shared memory the function
// gives for it, runs and can use all of that memory.
#include "cudasem/cudasem.h"

namespace {
__global__ void per_thread_smem(unsigned* bad) {
  extern __shared__ unsigned smem[];  // 16 words per thread
  for (unsigned k = 0; k < 16; ++k) smem[threadIdx.x * 16 + k] = threadIdx.x + k;
  __syncthreads();
  const unsigned peer = (threadIdx.x + 1) % blockDim.x;
  unsigned wrong = 0;
  for (unsigned k = 0; k < 16; ++k) wrong += smem[peer * 16 + k] != peer + k;
  if (wrong) atomicAdd(bad, wrong);
}
struct SixtyFourBytesPerThread {
  size_t operator()(int block_size) const { return static_cast<size_t>(block_size) * 64; }
};
}  // namespace

CUDASEM_CASE(CudaOccupancyMaxPotentialBlockSize, VariableSmemConfigurationLaunches,
    {
        .api = {"cudaOccupancyMaxPotentialBlockSizeVariableSMem"},
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxPotentialBlockSizeVariableSMem",
            .quote =
                "A unary function / functor that takes block size, and returns the size, in bytes, of dynamic shared memory needed for a block"},
        .claim = cudasem::Claim::promise,
    }) {
  int optin = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(
      reinterpret_cast<const void*>(per_thread_smem), cudaFuncAttributeMaxDynamicSharedMemorySize, optin));
  int min_grid = 0, block = 0;
  CUDASEM_ASSERT_OK(
      cudaOccupancyMaxPotentialBlockSizeVariableSMem(&min_grid, &block, per_thread_smem, SixtyFourBytesPerThread{}, 0));
  const size_t smem = SixtyFourBytesPerThread{}(block);
  cudasem::DeviceBuffer<unsigned> bad(1);
  CUDASEM_ASSERT_OK(cudaMemset(bad.data(), 0, bad.bytes()));

  per_thread_smem<<<min_grid, block, smem>>>(bad.data());
  const cudaError_t launch = cudaGetLastError();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 1;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, bad.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::environment("block_size", block);
  cudasem::environment("min_grid_size", min_grid);
  cudasem::environment("dynamic_smem_bytes", static_cast<unsigned long>(smem));
  CUDASEM_EXPECT_TRUE_NAMED("block_size.positive", block > 0);
  CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, launch);
  CUDASEM_EXPECT_EQ_NAMED("smem.mismatched_words", host, 0u);
}
