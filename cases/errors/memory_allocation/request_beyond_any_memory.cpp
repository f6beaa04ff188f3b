// SPDX-License-Identifier: Apache-2.0
// Allocation functions whose return list names cudaErrorMemoryAllocation, each asked for far more
// than the GPU's and the host's memory, the other arguments valid: 256 TiB (2^48 bytes, also more
// than the 128 TiB of a Linux process's user address space on x86-64) of pinned host memory, or of
// pitched device memory as 2^20 rows of 2^28 bytes; a float4 CUDA array (or one-level mipmapped
// array) of 16384 x 16384 x 16384, within the 3D array limits of current GPUs: 64 TiB. The call
// cannot allocate enough memory and returns cudaErrorMemoryAllocation. One row per function
// (cudaMalloc: device_memory.oom.*). What a row did allocate is freed.
#include "../errors.h"
#include "cudasem/cudasem.h"

#include <cstddef>
#include <cstdint>
#include <cuda_runtime.h>

namespace {

constexpr std::size_t kHuge = std::size_t(1) << 48;       // 256 TiB
constexpr cudaExtent kHugeArray = {16384, 16384, 16384};  // of float4: 64 TiB

// What a row's call returned, to be freed if it succeeded.
struct Objects {
  void* host = nullptr;
  cudaPitchedPtr pitched = {};
  cudaArray_t array = nullptr;
  cudaMipmappedArray_t mipmapped = nullptr;
  cudaChannelFormatDesc float4_desc = cudaCreateChannelDesc(32, 32, 32, 32, cudaChannelFormatKindFloat);

  void release() {
    if (host) CUDASEM_EXPECT_OK(cudaFreeHost(host));
    if (pitched.ptr) CUDASEM_EXPECT_OK(cudaFree(pitched.ptr));
    if (array) CUDASEM_EXPECT_OK(cudaFreeArray(array));
    if (mipmapped) CUDASEM_EXPECT_OK(cudaFreeMipmappedArray(mipmapped));
  }
};

using Row = cudasem::errors::CallOn<Objects>;
constexpr Row kRows[] = {
    {"cudaMallocHost", [](Objects& o) { return cudaMallocHost(&o.host, kHuge); }},
    {"cudaHostAlloc", [](Objects& o) { return cudaHostAlloc(&o.host, kHuge, cudaHostAllocDefault); }},
    {"cudaMalloc3D",
        [](Objects& o) {
          return cudaMalloc3D(&o.pitched, make_cudaExtent(std::size_t(1) << 28, std::size_t(1) << 20, 1));
        }},
    {"cudaMalloc3DArray", [](Objects& o) { return cudaMalloc3DArray(&o.array, &o.float4_desc, kHugeArray); }},
    {"cudaMallocMipmappedArray",
        [](Objects& o) { return cudaMallocMipmappedArray(&o.mipmapped, &o.float4_desc, kHugeArray, 1); }},
};

}  // namespace

CUDASEM_CASE_TABLE(RuntimeAllocation, RequestBeyondAnyMemory, kRows,
    {
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorMemoryAllocation)",
            .quote = "The API call failed because it was unable to allocate enough memory or other resources to "
                     "perform the requested operation."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  std::size_t free_bytes = 0, total_bytes = 0;
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_bytes, &total_bytes));
  cudasem::environment("device_total_bytes", static_cast<std::int64_t>(total_bytes));
  Objects objects;

  const cudaError_t r = row.call(objects);

  CUDASEM_EXPECT_ERROR_OF_ROW(row.key, r, cudaErrorMemoryAllocation);
  cudasem::last_error(cudasem::LastError::clear);
  objects.release();
}
