// SPDX-License-Identifier: Apache-2.0
// Shared by the managed-memory cases (not a case file): a managed buffer that never asks for
// more than the device has free, memory locations, and range-attribute reads.
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/resources.h"

namespace cudasem_cases::managed {

// cudaMallocManaged(bytes, flags) after checking that the request is a small fraction of the
// device's free memory (managed memory is never oversubscribed here). ADD_FAILURE and nullptr
// when the check or the allocation fails.
inline void* managed_alloc(std::size_t bytes, unsigned flags) {
  std::size_t free_bytes = 0, total_bytes = 0;
  cudaError_t info = cudaMemGetInfo(&free_bytes, &total_bytes);
  if (info != cudaSuccess) {
    ADD_FAILURE() << "cudaMemGetInfo returned " << cudasem::error_text(info);
    return nullptr;
  }
  if (bytes > free_bytes / 8) {
    ADD_FAILURE() << "refusing to allocate " << bytes << " bytes of managed memory: the device has "
                  << free_bytes << " bytes free";
    return nullptr;
  }
  void* p = nullptr;
  cudaError_t e = cudaMallocManaged(&p, bytes, flags);
  if (e != cudaSuccess) {
    ADD_FAILURE() << "cudaMallocManaged(" << bytes << ", " << flags << ") returned "
                  << cudasem::error_text(e);
    return nullptr;
  }
  return p;
}

// cudaMallocManaged memory, released with cudaFree.
template <typename T>
struct ManagedBuffer : cudasem::Buffer<T, &cudaFree> {
  explicit ManagedBuffer(std::size_t count, unsigned flags = cudaMemAttachGlobal)
      : cudasem::Buffer<T, &cudaFree>(managed_alloc(count * sizeof(T), flags), count) {}
};

inline cudaMemLocation device_location(int device) {
  cudaMemLocation location{};
  location.type = cudaMemLocationTypeDevice;
  location.id = device;
  return location;
}

inline cudaMemLocation host_location() {
  cudaMemLocation location{};
  location.type = cudaMemLocationTypeHost;
  location.id = 0;
  return location;
}

// A 32-bit range attribute (ReadMostly, PreferredLocation, LastPrefetchLocation, the *Id forms).
struct RangeInt {
  cudaError_t result = cudaSuccess;
  int value = 0;
};
inline RangeInt range_int(cudaMemRangeAttribute attribute, const void* p, std::size_t bytes) {
  RangeInt r;
  r.value = -12345;
  r.result = cudaMemRangeGetAttribute(&r.value, sizeof r.value, attribute, p, bytes);
  return r;
}

// A location-type range attribute (PreferredLocationType, LastPrefetchLocationType).
struct RangeType {
  cudaError_t result = cudaSuccess;
  cudaMemLocationType value = cudaMemLocationTypeInvalid;
};
inline RangeType range_type(cudaMemRangeAttribute attribute, const void* p, std::size_t bytes) {
  RangeType r;
  r.value = static_cast<cudaMemLocationType>(-1);
  r.result = cudaMemRangeGetAttribute(&r.value, sizeof r.value, attribute, p, bytes);
  return r;
}

// cudaMemRangeAttributeAccessedBy with `slots` entries.
struct AccessedBy {
  cudaError_t result = cudaSuccess;
  std::vector<int> devices;
};
inline AccessedBy accessed_by(const void* p, std::size_t bytes, std::size_t slots) {
  AccessedBy r;
  r.devices.assign(slots, -12345);
  r.result = cudaMemRangeGetAttribute(r.devices.data(), slots * sizeof(int),
                                      cudaMemRangeAttributeAccessedBy, p, bytes);
  return r;
}

inline std::string list_text(const std::vector<int>& values) {
  std::string s = "{";
  for (std::size_t i = 0; i < values.size(); ++i) s += (i ? ", " : "") + std::to_string(values[i]);
  return s + "}";
}

// The number of elements of `p[0..n)` that differ from `expected(i)`.
template <typename T, typename F>
std::size_t mismatches(const T* p, std::size_t n, F expected) {
  std::size_t bad = 0;
  for (std::size_t i = 0; i < n; ++i) bad += p[i] != expected(i);
  return bad;
}

}  // namespace cudasem_cases::managed
