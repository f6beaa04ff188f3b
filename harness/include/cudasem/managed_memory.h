// SPDX-License-Identifier: Apache-2.0
// Managed memory shared by the managed and atomics cases: ManagedBuffer<T>, cudaMallocManaged
// memory released with cudaFree, that never asks for more than a small fraction of the memory
// the device has free (managed memory is never oversubscribed here).
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <cstddef>

#include "cudasem/check.h"
#include "cudasem/resources.h"

namespace cudasem {

// cudaMallocManaged(bytes, flags) after checking that the request is at most an eighth of the
// device's free memory. A test failure (a call's code recorded) and nullptr when the check or the
// allocation fails.
inline void* managed_alloc(std::size_t bytes, unsigned flags) {
  std::size_t free_bytes = 0, total_bytes = 0;
  cudaError_t info = cudaMemGetInfo(&free_bytes, &total_bytes);
  if (info != cudaSuccess) {
    CUDASEM_EXPECT_OK_OF(cudaMemGetInfo, info);
    return nullptr;
  }
  if (bytes > free_bytes / 8) {
    ADD_FAILURE() << "refusing to allocate " << bytes << " bytes of managed memory: the device has " << free_bytes
                  << " bytes free";
    return nullptr;
  }
  void* p = nullptr;
  cudaError_t e = cudaMallocManaged(&p, bytes, flags);
  if (e != cudaSuccess) {
    CUDASEM_EXPECT_OK_OF(cudaMallocManaged, e) << "(" << bytes << " bytes, flags " << flags << ")";
    return nullptr;
  }
  return p;
}

// cudaMallocManaged memory (flags: cudaMemAttachGlobal or cudaMemAttachHost), released with cudaFree.
template <typename T>
struct ManagedBuffer : Buffer<T, &cudaFree> {
  explicit ManagedBuffer(std::size_t count, unsigned flags = cudaMemAttachGlobal)
      : Buffer<T, &cudaFree>(managed_alloc(count * sizeof(T), flags), count) {}
};

}  // namespace cudasem
