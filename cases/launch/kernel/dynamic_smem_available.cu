// SPDX-License-Identifier: Apache-2.0
// The sharedMem argument of cudaLaunchKernel gives each block that much dynamic shared memory:
// every thread writes its part of 32 KiB of extern shared memory, the block syncs, and each
// thread reads back another thread's part.
#include "cudasem/cudasem.h"

namespace {
constexpr unsigned kWords = 32 * 1024 / sizeof(unsigned);
__global__ void use_dynamic(unsigned* bad) {
  extern __shared__ unsigned smem[];
  for (unsigned i = threadIdx.x; i < kWords; i += blockDim.x) smem[i] = i * 2654435761u + blockIdx.x;
  __syncthreads();
  unsigned wrong = 0;
  for (unsigned i = (threadIdx.x + 1) % blockDim.x; i < kWords; i += blockDim.x)
    wrong += smem[i] != i * 2654435761u + blockIdx.x;
  if (wrong) atomicAdd(bad, wrong);
}
}  // namespace

CUDASEM_CASE(CudaLaunchKernel, DynamicSmemAvailable,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchKernel",
            .quote = "sharedMem sets the amount of dynamic shared memory that will be available to each thread block."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<unsigned> bad(1);
  CUDASEM_ASSERT_OK(cudaMemset(bad.data(), 0, bad.bytes()));
  unsigned* b = bad.data();
  void* args[] = {&b};

  CUDASEM_ASSERT_OK(cudaLaunchKernel(
      reinterpret_cast<const void*>(use_dynamic), dim3(4), dim3(256), args, kWords * sizeof(unsigned), nullptr));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 1;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, bad.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("mismatched_words", host, 0u);
}
