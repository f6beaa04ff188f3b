// SPDX-License-Identifier: Apache-2.0
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostGetDevicePointer, RejectsNonZeroFlags,
    {
        .api = {"cudaHostGetDevicePointer"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaHostGetDevicePointer",
            .quote = "flags provides for future releases. For now, it must be set to 0.",
            .url = "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__MEMORY.html"},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudasem::PinnedBuffer<int> host(256, cudaHostAllocMapped);
  void* device = nullptr;

  cudaError_t result = cudaHostGetDevicePointer(&device, host.data(), 1);

  cudasem::observe("cudaHostGetDevicePointer_result", result);
}
