// SPDX-License-Identifier: Apache-2.0
// Shared by the device_malloc cases (included from .cu files only): one-thread kernels that fill
// the device heap, free what they took, and try one allocation, with host wrappers that return
// the launch error; the one-allocation body; and the case side of the interop helpers (values
// the helper process sent as messages).
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <initializer_list>
#include <string>
#include <utility>

#include "cudasem/cudasem.h"

namespace cudasem::device_malloc {
// Internal linkage: the kernels and their launchers exist once per translation unit.
namespace {

inline constexpr std::size_t kMiB = std::size_t{1} << 20;

// One thread: malloc(block) into slots[0..max_slots) until malloc returns NULL; *count = how many
// succeeded (max_slots when NULL never came).
__global__ void allocate_until_null(void** slots, int max_slots, std::size_t block, int* count) {
  int n = 0;
  while (n < max_slots) {
    void* p = malloc(block);
    if (p == nullptr) break;
    slots[n++] = p;
  }
  *count = n;
}

// One thread frees slots[0..*count).
__global__ void free_slots_serially(void** slots, const int* count) {
  for (int i = 0; i < *count; ++i) free(slots[i]);
}

// Thread i frees slots[i] for i < *count (threads other than the one that allocated).
__global__ void free_slots_per_thread(void** slots, const int* count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < *count) free(slots[i]);
}

// One thread: *got = (malloc(size) != NULL); the memory is freed again.
__global__ void try_allocate(std::size_t size, int* got) {
  void* p = malloc(size);
  *got = p != nullptr;
  free(p);
}

inline cudaError_t launch_allocate_until_null(void** slots, int max_slots, std::size_t block, int* count) {
  allocate_until_null<<<1, 1>>>(slots, max_slots, block, count);
  return cudaGetLastError();
}

inline cudaError_t launch_free_slots_serially(void** slots, const int* count) {
  free_slots_serially<<<1, 1>>>(slots, count);
  return cudaGetLastError();
}

inline cudaError_t launch_free_slots_per_thread(void** slots, const int* count, int max_slots) {
  free_slots_per_thread<<<(max_slots + 255) / 256, 256>>>(slots, count);
  return cudaGetLastError();
}

inline cudaError_t launch_try_allocate(std::size_t size, int* got) {
  try_allocate<<<1, 1>>>(size, got);
  return cudaGetLastError();
}

// Reads one int the device wrote (a blocking copy, after the work before it).
inline int read_int(const int* device) {
  int value = -1;
  if (cudaMemcpy(&value, device, sizeof(int), cudaMemcpyDeviceToHost) != cudaSuccess) return -1;
  return value;
}

// One thread tries malloc(size) in the heap as it is: *allocated is 1 when it got memory, 0 when
// malloc returned NULL (-1 when unreadable). A fatal failure returns early: call it in
// ASSERT_NO_FATAL_FAILURE.
inline void try_allocate_once(std::size_t size, int* allocated) {
  cudasem::DeviceBuffer<int> got(1);

  CUDASEM_ASSERT_OK(launch_try_allocate(size, got.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  *allocated = read_int(got.data());
}

// Case side of the interop cases: runs `helper`, records "helper_exit_code" and, for each
// {observation, key} pair, the value the helper sent as `key`, as text ("" when it sent none); the
// helper must have started and sent no "setup" message (its own setup failed).
inline void record_helper_values(
    const std::string& helper, std::initializer_list<std::pair<const char*, const char*>> values) {
  cudasem::HelperRun run = cudasem::run_helper(helper, {});

  cudasem::observe("helper_exit_code", run.exit_code);
  for (const auto& [observation, key] : values) cudasem::observe(observation, run, key);
  CUDASEM_ASSERT_TRUE_NAMED("helper.started", run.started) << run.error;
  CUDASEM_EXPECT_EQ_NAMED("helper.setup_failed", run.has("setup"), false) << run.output;
}

}  // namespace
}  // namespace cudasem::device_malloc
