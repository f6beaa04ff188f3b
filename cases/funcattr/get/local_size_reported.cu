// SPDX-License-Identifier: Apache-2.0
// A kernel with a 256-int per-thread array indexed at run time (so it lives in local memory):
// cudaFuncGetAttributes reports localSizeBytes of at least 1024.
#include "cudasem/cudasem.h"

namespace {
__global__ void uses_local(const int* index, int* out) {
  int scratch[256];
  for (int i = 0; i < 256; ++i) scratch[i] = i * index[0];
  out[threadIdx.x] = scratch[index[threadIdx.x + 1] & 255];
}
}  // namespace

CUDASEM_CASE(CudaFuncGetAttributes, LocalSizeReported,
    {
        .api = {"cudaFuncGetAttributes"},
        .cite = {.doc = "DRV",
            .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES)",
            .quote = "The size in bytes of local memory used by each thread of this function."},
        .claim = cudasem::Claim::promise,
    }) {
  cudaFuncAttributes fa{};

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(uses_local)));

  cudasem::observe("local_size_bytes", static_cast<unsigned long>(fa.localSizeBytes));
  CUDASEM_EXPECT_TRUE_NAMED("local_size_bytes.holds_scratch_array", fa.localSizeBytes >= 256 * sizeof(int));
}
