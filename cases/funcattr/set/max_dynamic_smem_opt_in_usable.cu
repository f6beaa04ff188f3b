// SPDX-License-Identifier: Apache-2.0
// cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize) up to the opt-in maximum:
// a launch with that much dynamic shared memory (above 48 KiB) succeeds, and the block writes and
// reads back a pattern over all of it.
#include "cudasem/cudasem.h"

namespace {
__global__ void use_all(unsigned words, unsigned* bad) {
  extern __shared__ unsigned smem[];
  for (unsigned i = threadIdx.x; i < words; i += blockDim.x) smem[i] = i * 40503u + 17u;
  __syncthreads();
  unsigned wrong = 0;
  for (unsigned i = (threadIdx.x + 3) % blockDim.x; i < words; i += blockDim.x) wrong += smem[i] != i * 40503u + 17u;
  if (wrong) atomicAdd(bad, wrong);
}
}  // namespace

CUDASEM_CASE(CudaFuncSetAttribute, MaxDynamicSmemOptInUsable,
    {
        .api = {"cudaFuncSetAttribute", "cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaFuncSetAttribute",
            .quote =
                "The sum of this value and the function attribute sharedSizeBytes cannot exceed the device attribute cudaDevAttrMaxSharedMemoryPerBlockOptin."},
        .claim = cudasem::Claim::promise,
    }) {
  int per_block = 0, optin = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&per_block, cudaDevAttrMaxSharedMemoryPerBlock, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  if (optin <= per_block)
    GTEST_SKIP() << "no opt-in shared memory above the default: optin " << optin << " <= " << per_block;
  const void* fn = reinterpret_cast<const void*>(use_all);
  cudaFuncAttributes fa{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, fn));
  const int bytes = optin - static_cast<int>(fa.sharedSizeBytes);
  cudasem::DeviceBuffer<unsigned> bad(1);
  CUDASEM_ASSERT_OK(cudaMemset(bad.data(), 0, bad.bytes()));

  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes));
  use_all<<<2, 256, static_cast<size_t>(bytes)>>>(static_cast<unsigned>(bytes) / 4u, bad.data());
  cudaError_t launch = cudaGetLastError();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 1;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, bad.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::environment("dynamic_smem_bytes", bytes);
  CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, launch);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_words", host, 0u);
}
