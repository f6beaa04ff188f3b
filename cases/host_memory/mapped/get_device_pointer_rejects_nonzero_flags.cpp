// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostGetDevicePointer, RejectsNonZeroFlags,
    {
        .api = {"cudaHostGetDevicePointer"},
        .cite = {.doc = "RT",
            .section = "cudaHostGetDevicePointer",
            .quote = "flags provides for future releases. For now, it must be set to 0.",
            .url = "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudasem::PinnedBuffer<int> host(256, cudaHostAllocMapped);
  void* device = nullptr;

  cudaError_t result = cudaHostGetDevicePointer(&device, host.data(), 1);

  CUDASEM_EXPECT_FAILURE_OF(cudaHostGetDevicePointer, result);
}
