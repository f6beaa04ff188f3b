// SPDX-License-Identifier: Apache-2.0
// Shared pieces of the driver API cases (cases/driver, cases/vmm, cases/library): RAII owners of
// driver handles, the primary context made current, module images, temporary files, and a host
// thread that releases a stream wait by writing a value.
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>
#include <stdlib.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <thread>

#include "cudasem/check.h"
#include "cudasem/driver.h"
#include "kernels/modules/modules.h"

namespace drvcase {

// A driver handle released with a driver call; a failing release is a test failure.
template <typename H, CUresult (*Release)(H)>
class Handle {
 public:
  Handle() = default;
  explicit Handle(H h) : h_(h) {}
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;
  ~Handle() { reset(); }
  H get() const { return h_; }
  H* out() { return &h_; }
  operator H() const { return h_; }
  H abandon() {
    H h = h_;
    h_ = H{};
    return h;
  }
  void reset() {
    if (h_ != H{}) {
      CUresult e = Release(h_);
      if (e != CUDA_SUCCESS) ADD_FAILURE() << "releasing a driver handle returned " << cudasem::error_text(e);
      h_ = H{};
    }
  }

 private:
  H h_{};
};

inline CUresult destroy_context(CUcontext c) { return cudasem::driver().cuCtxDestroy(c); }
inline CUresult unload_module(CUmodule m) { return cudasem::driver().cuModuleUnload(m); }
inline CUresult unload_library(CUlibrary l) { return cudasem::driver().cuLibraryUnload(l); }
inline CUresult free_device(CUdeviceptr p) { return cudasem::driver().cuMemFree(p); }
inline CUresult free_host(void* p) { return cudasem::driver().cuMemFreeHost(p); }
inline CUresult destroy_stream(CUstream s) { return cudasem::driver().cuStreamDestroy(s); }

using Context = Handle<CUcontext, &destroy_context>;    // cuCtxCreate
using Module = Handle<CUmodule, &unload_module>;        // cuModuleLoad*
using Library = Handle<CUlibrary, &unload_library>;     // cuLibraryLoad*
using DeviceMem = Handle<CUdeviceptr, &free_device>;    // cuMemAlloc, cuMemAllocManaged
using HostMem = Handle<void*, &free_host>;              // cuMemAllocHost, cuMemHostAlloc
using DrvStream = Handle<CUstream, &destroy_stream>;    // cuStreamCreate

// Device 0 (the harness selected it and called cuInit for the requirement checks).
inline CUdevice device0() {
  CUdevice d = 0;
  CUresult e = cudasem::driver().cuDeviceGet(&d, 0);
  if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuDeviceGet(0) returned " << cudasem::error_text(e);
  return d;
}

inline int attribute(CUdevice_attribute a, CUdevice d) {
  int v = 0;
  CUresult e = cudasem::driver().cuDeviceGetAttribute(&v, a, d);
  if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuDeviceGetAttribute returned " << cudasem::error_text(e);
  return v;
}

// Retains the primary context of `dev` and makes it current to this thread; on destruction
// unbinds it and releases the retain.
class PrimaryCurrent {
 public:
  explicit PrimaryCurrent(CUdevice dev = device0()) : dev_(dev) {
    const cudasem::Driver& drv = cudasem::driver();
    CUresult e = drv.cuDevicePrimaryCtxRetain(&ctx_, dev_);
    if (e != CUDA_SUCCESS) {
      ADD_FAILURE() << "cuDevicePrimaryCtxRetain returned " << cudasem::error_text(e);
      return;
    }
    e = drv.cuCtxSetCurrent(ctx_);
    if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuCtxSetCurrent returned " << cudasem::error_text(e);
  }
  PrimaryCurrent(const PrimaryCurrent&) = delete;
  PrimaryCurrent& operator=(const PrimaryCurrent&) = delete;
  ~PrimaryCurrent() {
    if (!ctx_) return;
    const cudasem::Driver& drv = cudasem::driver();
    if (sync_on_exit_) drv.cuCtxSynchronize();
    drv.cuCtxSetCurrent(nullptr);
    CUresult e = drv.cuDevicePrimaryCtxRelease(dev_);
    if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuDevicePrimaryCtxRelease returned " << cudasem::error_text(e);
  }
  CUcontext get() const { return ctx_; }
  CUdevice device() const { return dev_; }
  // For a case that leaves work stuck in a stream (a failed stream wait): no synchronization at
  // the end, which could not return.
  void no_sync_on_exit() { sync_on_exit_ = false; }

 private:
  CUdevice dev_;
  CUcontext ctx_ = nullptr;
  bool sync_on_exit_ = true;
};

// The compute capability of `dev` as XY (e.g. 90).
inline int sm_of(CUdevice dev) {
  return attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev) * 10 +
         attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
}

// A cubin that this device can load (same major, minor not above the device's), the newest one.
inline cudasem::modules::Image native_cubin(CUdevice dev) {
  const int sm = sm_of(dev);
  cudasem::modules::Image best;
  for (const auto& i : cudasem::modules::cubins())
    if (i.arch / 10 == sm / 10 && i.arch <= sm && i.arch > best.arch) best = i;
  return best;
}

// A cubin of another major architecture (no device can run it).
inline cudasem::modules::Image foreign_cubin(CUdevice dev) {
  const int sm = sm_of(dev);
  for (const auto& i : cudasem::modules::cubins())
    if (i.arch / 10 != sm / 10) return i;
  return {};
}

// A file under /tmp with the given bytes, removed on destruction.
class TempFile {
 public:
  TempFile(const void* data, std::size_t size, const char* suffix = "") {
    std::string pattern = std::string("/tmp/cudasem-module-XXXXXX") + suffix;
    path_ = pattern;
    int fd = mkstemps(path_.data(), static_cast<int>(std::string(suffix).size()));
    if (fd < 0) {
      ADD_FAILURE() << "mkstemps failed";
      path_.clear();
      return;
    }
    const char* p = static_cast<const char*>(data);
    std::size_t left = size;
    while (left > 0) {
      ssize_t n = ::write(fd, p, left);
      if (n <= 0) {
        ADD_FAILURE() << "writing " << path_ << " failed";
        break;
      }
      p += n;
      left -= static_cast<std::size_t>(n);
    }
    ::close(fd);
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  ~TempFile() {
    if (!path_.empty()) ::unlink(path_.c_str());
  }
  const char* path() const { return path_.c_str(); }

 private:
  std::string path_;
};

// The kernel parameters of add_value(int* p, int n, int value) as one buffer, laid out as the
// ABI does (pointer at 0, n at 8, value at 12), for cuLaunchKernel's `extra`.
struct AddValueArgs {
  CUdeviceptr p;
  int n;
  int value;
};
static_assert(sizeof(AddValueArgs) == 16);

// A host thread that writes `value` into host-visible `*word` after `delay` (a stream wait's
// release); always writes, and is joined on destruction.
template <typename T>
class DelayedWrite {
 public:
  DelayedWrite(volatile T* word, T value, std::chrono::milliseconds delay)
      : thread_([word, value, delay] {
          std::this_thread::sleep_for(delay);
          *word = value;
          std::atomic_thread_fence(std::memory_order_seq_cst);
        }) {}
  DelayedWrite(const DelayedWrite&) = delete;
  DelayedWrite& operator=(const DelayedWrite&) = delete;
  ~DelayedWrite() { join(); }
  void join() {
    if (thread_.joinable()) thread_.join();
  }

 private:
  std::thread thread_;
};

}  // namespace drvcase

#include <cstdio>
#include <optional>

#include "cudasem/child.h"

namespace drvcase {

// Helper side: prints a CUresult as the first output line.
inline int say_result(CUresult r) {
  std::printf("%d\n", static_cast<int>(r));
  std::fflush(stdout);
  return 0;
}

// Runs helper `name` (a fresh process: nothing in it has called cuInit) and returns the CUresult
// it printed on its first line; nullopt (with a test failure) when it did not report.
inline std::optional<CUresult> helper_result(const std::string& name,
                                             const cudasem::ChildOptions& options = {}) {
  cudasem::HelperRun r = cudasem::run_helper(name, options);
  if (!r.started || !r.finished || r.exit_code != 0) {
    ADD_FAILURE() << "helper " << name << " did not finish: " << r.error << " exit " << r.exit_code
                  << " output: " << r.output;
    return std::nullopt;
  }
  try {
    return static_cast<CUresult>(std::stoi(r.output));
  } catch (...) {
    ADD_FAILURE() << "helper " << name << " printed no result: " << r.output;
    return std::nullopt;
  }
}

// Helper side: the driver table, loaded without calling cuInit.
inline const cudasem::Driver* helper_driver() {
  std::string why;
  const cudasem::Driver* d = cudasem::load_driver(&why);
  if (!d) std::fprintf(stderr, "no driver: %s\n", why.c_str());
  return d;
}

}  // namespace drvcase

namespace drvcase {

// cuCtxCreate on device 0 (made current to this thread, pushed on its stack); nullptr with a
// test failure when it fails.
inline CUcontext create_context(unsigned flags = 0, CUdevice dev = device0()) {
  CUcontext c = nullptr;
  CUresult e = cudasem::driver().cuCtxCreate(&c, nullptr, flags, dev);
  if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuCtxCreate returned " << cudasem::error_text(e);
  return c;
}

inline CUcontext current_context() {
  CUcontext c = reinterpret_cast<CUcontext>(0x1);
  CUresult e = cudasem::driver().cuCtxGetCurrent(&c);
  if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuCtxGetCurrent returned " << cudasem::error_text(e);
  return c;
}

}  // namespace drvcase

#include <vector>

namespace drvcase {

// Device ints: allocate `n`, fill with `value` (cuMemsetD32).
inline CUdeviceptr alloc_ints(DeviceMem& mem, std::size_t n, int value) {
  const cudasem::Driver& drv = cudasem::driver();
  CUresult e = drv.cuMemAlloc(mem.out(), n * sizeof(int));
  if (e == CUDA_SUCCESS) e = drv.cuMemsetD32(mem.get(), static_cast<unsigned>(value), n);
  if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuMemAlloc/cuMemsetD32 returned " << cudasem::error_text(e);
  return mem.get();
}

// cuMemcpyDtoH of `n` ints (after cuCtxSynchronize).
inline std::vector<int> read_ints(CUdeviceptr p, std::size_t n) {
  const cudasem::Driver& drv = cudasem::driver();
  std::vector<int> out(n, -1);
  CUresult e = drv.cuCtxSynchronize();
  if (e == CUDA_SUCCESS) e = drv.cuMemcpyDtoH(out.data(), p, n * sizeof(int));
  if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuCtxSynchronize/cuMemcpyDtoH returned " << cudasem::error_text(e);
  return out;
}

inline std::size_t count_equal(const std::vector<int>& v, int value) {
  std::size_t n = 0;
  for (int x : v) n += x == value;
  return n;
}

// add_one over `n` ints (one block of n threads) with kernelParams, on stream `s`.
inline CUresult launch_add_one(CUfunction f, CUdeviceptr p, unsigned n, CUstream s = nullptr) {
  void* params[] = {&p};
  return cudasem::driver().cuLaunchKernel(f, 1, 1, 1, n, 1, 1, 0, s, params, nullptr);
}

}  // namespace drvcase

namespace drvcase {

// The primary context current and the embedded PTX loaded as a module (most module cases).
struct LoadedPtx {
  PrimaryCurrent primary;
  Module mod;
  LoadedPtx() {
    CUresult e = cudasem::driver().cuModuleLoadData(mod.out(), cudasem::modules::ptx().data);
    if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuModuleLoadData(PTX) returned " << cudasem::error_text(e);
  }
  CUfunction function(const char* name) const {
    CUfunction f = nullptr;
    CUresult e = cudasem::driver().cuModuleGetFunction(&f, mod, name);
    if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuModuleGetFunction(" << name << ") returned " << cudasem::error_text(e);
    return f;
  }
};

}  // namespace drvcase

#include "cudasem/resources.h"
#include "kernels/kernels.h"

namespace drvcase {

// Stream memory operations on words in mapped pinned memory, in the primary context: `word`
// is waited on or written by the stream, `seen` receives what a kernel enqueued after the
// operation read from `word` (kernels::launch_read), `aux` is a second word.
class MemOpRig {
 public:
  MemOpRig() : stream_(cudaStreamNonBlocking), mem_(4, cudaHostAllocMapped) {
    for (std::size_t i = 0; i < 4 && mem_.data(); ++i) mem_[i] = 0;
  }
  MemOpRig(const MemOpRig&) = delete;
  MemOpRig& operator=(const MemOpRig&) = delete;
  // A stream still waiting (the case failed) is left as it is: its memory and the stream are
  // abandoned and nothing synchronizes, so that the process can end instead of hanging.
  ~MemOpRig() {
    if (cudaStreamQuery(stream_.get()) == cudaErrorNotReady) {
      ADD_FAILURE() << "the stream was still waiting at the end of the case; its memory is abandoned";
      primary_.no_sync_on_exit();
      mem_.abandon();
      stream_.abandon();
    }
  }
  CUstream stream() const { return stream_.get(); }
  volatile std::uint32_t* word32() const { return reinterpret_cast<volatile std::uint32_t*>(mem_.data()); }
  volatile std::uint64_t* word64() const { return reinterpret_cast<volatile std::uint64_t*>(mem_.data()); }
  volatile std::uint32_t* aux32() const { return reinterpret_cast<volatile std::uint32_t*>(mem_.data() + 2); }
  CUdeviceptr word() const { return reinterpret_cast<CUdeviceptr>(mem_.data()); }
  CUdeviceptr aux() const { return reinterpret_cast<CUdeviceptr>(mem_.data() + 2); }
  // Enqueues a one-thread kernel that copies the low 32 bits of `word` into `seen`.
  cudaError_t enqueue_read() {
    return cudasem::kernels::launch_read(stream_.get(), reinterpret_cast<const volatile unsigned*>(mem_.data()),
                                         reinterpret_cast<unsigned*>(mem_.data() + 1));
  }
  std::uint32_t seen() const { return *reinterpret_cast<volatile std::uint32_t*>(mem_.data() + 1); }
  // Polls the stream until it is idle, at most `limit`; true when it finished.
  bool finish(std::chrono::milliseconds limit = std::chrono::milliseconds(10000)) const {
    const auto end = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < end) {
      cudaError_t e = cudaStreamQuery(stream_.get());
      if (e == cudaSuccess) return true;
      if (e != cudaErrorNotReady) {
        ADD_FAILURE() << "cudaStreamQuery returned " << cudasem::error_text(e);
        return false;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return false;
  }

 private:
  PrimaryCurrent primary_;
  cudasem::Stream stream_;
  cudasem::PinnedBuffer<std::uint64_t> mem_;
};

}  // namespace drvcase

namespace drvcase {

// A host thread that writes each (value, delay from start) into `*word` in order, then stops;
// joined on destruction (so a scope around it waits for the last write).
template <typename T>
class DelayedWrites {
 public:
  DelayedWrites(volatile T* word, std::initializer_list<std::pair<T, int>> writes)
      : writes_(writes), thread_([this, word] {
          const auto start = std::chrono::steady_clock::now();
          for (const auto& [value, ms] : writes_) {
            std::this_thread::sleep_until(start + std::chrono::milliseconds(ms));
            *word = value;
            std::atomic_thread_fence(std::memory_order_seq_cst);
          }
        }) {}
  DelayedWrites(const DelayedWrites&) = delete;
  DelayedWrites& operator=(const DelayedWrites&) = delete;
  ~DelayedWrites() {
    if (thread_.joinable()) thread_.join();
  }

 private:
  std::vector<std::pair<T, int>> writes_;
  std::thread thread_;
};

}  // namespace drvcase
