// SPDX-License-Identifier: Apache-2.0
// The device pointer "corresponding to" host address h+k is the device pointer of h plus k.
#include "cudasem/cudasem.h"

#include <cstdint>

CUDASEM_CASE(CudaHostGetDevicePointer, InteriorOffsetPreserved,
    {
        .api = {"cudaHostGetDevicePointer"},
        .cite = {.doc = "RT",
            .section = "cudaHostGetDevicePointer",
            .quote = "Passes back the device pointer corresponding to the mapped, pinned host buffer"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  constexpr std::ptrdiff_t k = 1000;
  cudasem::PinnedBuffer<unsigned char> host(4096, cudaHostAllocMapped);
  ASSERT_NE(host.data(), nullptr);
  void* base = nullptr;
  void* interior = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(&base, host.data(), 0));

  cudaError_t result = cudaHostGetDevicePointer(&interior, host.data() + k, 0);

  CUDASEM_EXPECT_ERROR_OF(cudaHostGetDevicePointer, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("interior_offset_bytes",
      static_cast<std::int64_t>(static_cast<char*>(interior) - static_cast<char*>(base)), static_cast<std::int64_t>(k));
}
