// SPDX-License-Identifier: Apache-2.0
// A kernel with a 4000-byte __shared__ array: cudaFuncGetAttributes reports sharedSizeBytes of at
// least 4000 (static shared memory), and maxDynamicSharedSizeBytes does not include it.
#include "cudasem/cudasem.h"

namespace {
__global__ void uses_static(unsigned char* out) {
  __shared__ unsigned char buffer[4000];
  for (unsigned i = threadIdx.x; i < 4000; i += blockDim.x) buffer[i] = static_cast<unsigned char>(i);
  __syncthreads();
  out[threadIdx.x] = buffer[(threadIdx.x * 13) % 4000];
}
}  // namespace

CUDASEM_CASE(CudaFuncGetAttributes, StaticSharedSizeReported,
    {
        .api = {"cudaFuncGetAttributes"},
        .cite = {.doc = "DRV",
            .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)",
            .quote = "The size in bytes of statically-allocated shared memory required by this function."},
        .claim = cudasem::Claim::promise,
    }) {
  cudaFuncAttributes fa{};

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(uses_static)));

  cudasem::observe("shared_size_bytes", static_cast<unsigned long>(fa.sharedSizeBytes));
  CUDASEM_EXPECT_TRUE_NAMED("shared_size_bytes.holds_static_array", fa.sharedSizeBytes >= 4000u);
}
