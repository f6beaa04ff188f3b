// SPDX-License-Identifier: Apache-2.0
#include "cudasem/resources.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>

#include "cudasem/check.h"

// The creating calls are code checks (CUDASEM_EXPECT_OK): a failure is recorded, typed, under the
// call's name, and the case's guard of the handle (ASSERT_NE(buffer.data(), nullptr)) only stops it.
namespace cudasem {

void report_release_failure(const char* what, cudaError_t e) {
  ADD_FAILURE() << "releasing a CUDA resource failed: " << error_text(e) << " in " << what;
}

void report_release_failure(const char* what, CUresult e) {
  ADD_FAILURE() << "releasing a driver resource failed: " << error_text(e) << " in " << what;
}

Stream::Stream(unsigned flags, int priority) {
  CUDASEM_EXPECT_OK(cudaStreamCreateWithPriority(&handle_, flags, priority));
}

Event::Event(unsigned flags) { CUDASEM_EXPECT_OK(cudaEventCreateWithFlags(&handle_, flags)); }

namespace detail {

std::size_t page_size() { return static_cast<std::size_t>(sysconf(_SC_PAGESIZE)); }
std::size_t round_up(std::size_t bytes) {
  std::size_t p = page_size();
  return ((bytes + p - 1) / p) * p;
}

cudaError_t free_device(void* p) { return cudaFree(p); }
cudaError_t free_host(void* p) { return cudaFreeHost(p); }
cudaError_t unregister_and_free(void* p) {
  cudaError_t e = cudaHostUnregister(p);
  std::free(p);
  return e;
}
cudaError_t free_pageable(void* p) {
  std::free(p);
  return cudaSuccess;
}

void* device_alloc(std::size_t bytes) {
  void* p = nullptr;
  CUDASEM_EXPECT_OK(cudaMalloc(&p, bytes)) << "(" << bytes << " bytes)";
  return p;
}

void* host_alloc(std::size_t bytes, unsigned flags) {
  void* p = nullptr;
  CUDASEM_EXPECT_OK(cudaHostAlloc(&p, bytes, flags)) << "(" << bytes << " bytes, flags " << flags << ")";
  return p;
}

void* page_aligned_alloc(std::size_t bytes) {
  void* p = std::aligned_alloc(page_size(), round_up(bytes));
  if (!p) ADD_FAILURE() << "aligned_alloc(" << bytes << ") failed";
  return p;
}

void* page_aligned_register(std::size_t bytes, unsigned flags) {
  void* p = page_aligned_alloc(bytes);
  if (!p) return nullptr;
  const cudaError_t e = cudaHostRegister(p, round_up(bytes), flags);
  if (e != cudaSuccess) {  // recorded only when it fails, as CUDASEM_EXPECT_OK records
    CUDASEM_EXPECT_OK_OF(cudaHostRegister, e) << "(" << bytes << " bytes, flags " << flags << ")";
    std::free(p);
    return nullptr;
  }
  return p;
}

}  // namespace detail
}  // namespace cudasem
