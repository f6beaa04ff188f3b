// SPDX-License-Identifier: Apache-2.0
// Without an opt-in, cudaFuncGetAttributes reports maxDynamicSharedSizeBytes equal to the device's
// shared memory per block minus the kernel's static shared memory (a 4000-byte array here).
#include "cudasem/cudasem.h"

namespace {
__global__ void uses_static(unsigned char* out) {
  __shared__ unsigned char buffer[4000];
  for (unsigned i = threadIdx.x; i < 4000; i += blockDim.x) buffer[i] = static_cast<unsigned char>(i);
  __syncthreads();
  out[threadIdx.x] = buffer[(threadIdx.x * 7) % 4000];
}
}  // namespace

CUDASEM_CASE(CudaFuncGetAttributes, MaxDynamicDefaultIsPerBlockMinusStatic,
    {
        .api = {"cudaFuncGetAttributes"},
        .cite = {.doc = "DRV",
            .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)",
            .quote =
                "The default value of this attribute is CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK - CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, except when CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES is greater than CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, then the default value of this attribute is 0."},
        .claim = cudasem::Claim::promise,
    }) {
  int per_block = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&per_block, cudaDevAttrMaxSharedMemoryPerBlock, 0));
  cudaFuncAttributes fa{};

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(uses_static)));

  cudasem::environment("max_dynamic_shared_size_bytes", fa.maxDynamicSharedSizeBytes);
  cudasem::observe("shared_size_bytes", static_cast<unsigned long>(fa.sharedSizeBytes));
  cudasem::environment("device.shared_mem_per_block", per_block);
  CUDASEM_EXPECT_EQ_NAMED("max_dynamic_shared_size.per_block_minus_static",
      static_cast<long>(fa.maxDynamicSharedSizeBytes),
      static_cast<long>(per_block) - static_cast<long>(fa.sharedSizeBytes));
}
