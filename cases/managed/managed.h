// SPDX-License-Identifier: Apache-2.0
// Helpers of the managed-memory cases: memory locations, range-attribute reads, the arrays of a
// one-range batch, and the bodies that advice and two-GPU variants share. ManagedBuffer (shared
// with the atomics cases) is in cudasem/managed_memory.h.
#pragma once

#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "cudasem/cudasem.h"
#include "cudasem/managed_memory.h"

namespace cudasem::managed {

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
  r.result = cudaMemRangeGetAttribute(r.devices.data(), slots * sizeof(int), cudaMemRangeAttributeAccessedBy, p, bytes);
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

// A location read as its type and id in one cudaMemRangeGetAttributes call (the *LocationType and
// *LocationId attributes of 13.0).
struct RangeLocation {
  cudaError_t result = cudaSuccess;
  cudaMemLocationType type = cudaMemLocationTypeInvalid;
  int id = -12345;
};
inline RangeLocation range_location(
    cudaMemRangeAttribute type_attribute, cudaMemRangeAttribute id_attribute, const void* p, std::size_t bytes) {
  RangeLocation r;
  void* data[] = {&r.type, &r.id};
  std::size_t sizes[] = {sizeof r.type, sizeof r.id};
  cudaMemRangeAttribute attributes[] = {type_attribute, id_attribute};
  r.result = cudaMemRangeGetAttributes(data, sizes, attributes, 2, p, bytes);
  return r;
}

// The arrays a batched call (cudaMemPrefetchBatchAsync, cudaMemDiscardBatchAsync,
// cudaMemDiscardAndPrefetchBatchAsync) takes for one managed range of `count` unsigned, prefetched
// to device 0. The case checks buffer.data() before it uses them.
struct OneRangeBatch {
  explicit OneRangeBatch(std::size_t count = 1 << 16) : buffer(count) {}
  cudasem::ManagedBuffer<unsigned> buffer;
  void* ranges[1] = {buffer.data()};
  std::size_t sizes[1] = {buffer.bytes()};
  cudaMemLocation locations[1] = {device_location(0)};
  std::size_t first_index[1] = {0};
};

// The advice-for-a-nonexistent-device cases: `advice` on a 256 KiB managed range for device
// ordinal cudaGetDeviceCount (one past the last); the text requires a valid ordinal and names no
// failure, so the code is recorded (characterization); records the environment fact "device_count"
// and clears the last error.
inline void record_advice_for_nonexistent_device(cudaMemoryAdvise advice) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);

  CUDASEM_RECORD_CODE(cudaMemAdvise(buffer.data(), buffer.bytes(), advice, device_location(count)));

  cudasem::environment("device_count", count);
  cudasem::last_error(cudasem::LastError::clear);
}

// The Unset* advice cases: `set` for device 0 on a 256 KiB managed range, `attribute` read, then
// `unset` (device 0), `attribute` read again; records each read under its name; the read after
// unset must succeed, and the reads must give the expected values.
struct UnsetAdvice {
  cudaMemoryAdvise set, unset;
  cudaMemRangeAttribute attribute;
  const char* after_set_name;
  int after_set;
  const char* after_unset_name;
  int after_unset;
};
inline void expect_unset_advice(const UnsetAdvice& a) {
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), a.set, device_location(0)));
  auto set = range_int(a.attribute, buffer.data(), buffer.bytes());

  CUDASEM_EXPECT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), a.unset, device_location(0)));

  auto unset = range_int(a.attribute, buffer.data(), buffer.bytes());
  cudasem::observe(a.after_set_name, set.value);
  cudasem::observe(a.after_unset_name, unset.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, unset.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("advice.attribute_after_set", set.value, a.after_set);
  CUDASEM_EXPECT_EQ_NAMED("advice.attribute_after_unset", unset.value, a.after_unset);
}

// The two-GPU cases: skips unless device 1 also has concurrentManagedAccess, makes device 0
// current, allocates `count` managed unsigned and runs body(buffer). A fatal failure or skip in
// the arrangement ends the case before the body.
template <typename Body>
void with_managed_on_two_gpus(std::size_t count, Body body) {
  int cma1 = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&cma1, cudaDevAttrConcurrentManagedAccess, 1));
  if (cma1 != 1) GTEST_SKIP() << "requires concurrentManagedAccess on device 1; it is " << cma1;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::ManagedBuffer<unsigned> buffer(count);
  ASSERT_NE(buffer.data(), nullptr);
  body(buffer);
}

}  // namespace cudasem::managed
