// SPDX-License-Identifier: Apache-2.0
// config->dynamicSmemBytes gives each block that much dynamic shared memory: each block fills
// 16 KiB of extern shared memory, syncs, and checks what other threads wrote.
#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
constexpr unsigned kWords = 16 * 1024 / sizeof(unsigned);
__global__ void use_dynamic(unsigned* bad) {
  extern __shared__ unsigned smem[];
  for (unsigned i = threadIdx.x; i < kWords; i += blockDim.x) smem[i] = i ^ 0xa5a5a5a5u;
  __syncthreads();
  unsigned wrong = 0;
  for (unsigned i = (threadIdx.x + 7) % blockDim.x; i < kWords; i += blockDim.x) wrong += smem[i] != (i ^ 0xa5a5a5a5u);
  if (wrong) atomicAdd(bad, wrong);
}
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, DynamicSmemBytesAvailable,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchKernelExC",
            .quote =
                "config->dynamicSmemBytes sets the amount of dynamic shared memory that will be available to each thread block."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<unsigned> bad(1);
  CUDASEM_ASSERT_OK(cudaMemset(bad.data(), 0, bad.bytes()));
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(8), dim3(128), nullptr, kWords * sizeof(unsigned));

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&config, use_dynamic, bad.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 1;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, bad.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("mismatched_words", host, 0u);
}
