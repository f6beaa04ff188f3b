// SPDX-License-Identifier: Apache-2.0
// RAII owners for CUDA objects. Cases never free by hand; a destructor whose CUDA call
// fails reports it as a test failure (never exit()). abandon() gives up ownership without
// a call, for cases that poison the context on purpose.
#pragma once

#include <cuda.h>
#include <cuda_runtime_api.h>

#include <cstddef>
#include <utility>

namespace cudasem {

// The owned handle and how to release it (a runtime call returning cudaError_t or a driver call
// returning CUresult); move-only. out() releases what is held and gives the address a create
// call fills; the owner converts to its handle.
template <typename Handle, auto Release>
class Owner {
 public:
  Owner() = default;
  explicit Owner(Handle h) : handle_(h) {}
  Owner(const Owner&) = delete;
  Owner& operator=(const Owner&) = delete;
  Owner(Owner&& other) noexcept : handle_(std::exchange(other.handle_, Handle{})) {}
  Owner& operator=(Owner&& other) noexcept {
    if (this != &other) {
      reset();
      handle_ = std::exchange(other.handle_, Handle{});
    }
    return *this;
  }
  ~Owner() { reset(); }
  Handle get() const { return handle_; }
  operator Handle() const { return handle_; }
  Handle* out() {
    reset();
    return &handle_;
  }
  Handle abandon() { return std::exchange(handle_, Handle{}); }
  void reset();

 protected:
  Handle handle_{};
};

void report_release_failure(const char* what, cudaError_t e);
void report_release_failure(const char* what, CUresult e);

template <typename Handle, auto Release>
void Owner<Handle, Release>::reset() {
  if (handle_ != Handle{}) {
    const auto e = Release(handle_);
    if (e != decltype(e){}) report_release_failure(__PRETTY_FUNCTION__, e);
    handle_ = Handle{};
  }
}

class Stream : public Owner<cudaStream_t, &cudaStreamDestroy> {
 public:
  // cudaStreamCreateWithPriority(flags, priority); ADD_FAILURE on error.
  explicit Stream(unsigned flags = cudaStreamDefault, int priority = 0);
};

class Event : public Owner<cudaEvent_t, &cudaEventDestroy> {
 public:
  explicit Event(unsigned flags = cudaEventDefault);
};

namespace detail {
cudaError_t free_device(void* p);
cudaError_t free_host(void* p);
cudaError_t unregister_and_free(void* p);
void* device_alloc(std::size_t bytes);
void* host_alloc(std::size_t bytes, unsigned flags);
void* page_aligned_register(std::size_t bytes, unsigned flags);
void* page_aligned_alloc(std::size_t bytes);
cudaError_t free_pageable(void* p);
}  // namespace detail

// Typed buffers: data(), size() (elements), bytes().
template <typename T, cudaError_t (*Release)(void*)>
class Buffer : public Owner<void*, Release> {
 public:
  Buffer(void* p, std::size_t count) : Owner<void*, Release>(p), count_(count) {}
  T* data() const { return static_cast<T*>(this->get()); }
  T& operator[](std::size_t i) const { return data()[i]; }
  std::size_t size() const { return count_; }
  std::size_t bytes() const { return count_ * sizeof(T); }

 private:
  std::size_t count_;
};

// cudaMalloc
template <typename T>
struct DeviceBuffer : Buffer<T, &detail::free_device> {
  explicit DeviceBuffer(std::size_t count)
      : Buffer<T, &detail::free_device>(detail::device_alloc(count * sizeof(T)), count) {}
};

// Setup for device memory that a case copies from without caring what it holds: cudaMemset to 0,
// then cudaDeviceSynchronize, so that no copy reads memory nothing wrote (compute-sanitizer
// initcheck reports every such read, and its reports of a large uninitialized copy can outlast the
// case's time limit). Call it before any gated work: the synchronize waits for all of it.
template <typename T>
cudaError_t zero_fill(const DeviceBuffer<T>& buffer) {
  const cudaError_t e = cudaMemset(buffer.data(), 0, buffer.bytes());
  return e != cudaSuccess ? e : cudaDeviceSynchronize();
}

// cudaHostAlloc(flags); cudaHostAllocDefault is cudaMallocHost.
template <typename T>
struct PinnedBuffer : Buffer<T, &detail::free_host> {
  explicit PinnedBuffer(std::size_t count, unsigned flags = cudaHostAllocDefault)
      : Buffer<T, &detail::free_host>(detail::host_alloc(count * sizeof(T), flags), count) {}
};

// Page-aligned malloc memory registered with cudaHostRegister(flags).
template <typename T>
struct RegisteredBuffer : Buffer<T, &detail::unregister_and_free> {
  explicit RegisteredBuffer(std::size_t count, unsigned flags = cudaHostRegisterDefault)
      : Buffer<T, &detail::unregister_and_free>(detail::page_aligned_register(count * sizeof(T), flags), count) {}
};

// Plain page-aligned pageable memory (never registered).
template <typename T>
struct PageableBuffer : Buffer<T, &detail::free_pageable> {
  explicit PageableBuffer(std::size_t count)
      : Buffer<T, &detail::free_pageable>(detail::page_aligned_alloc(count * sizeof(T)), count) {}
};

}  // namespace cudasem
