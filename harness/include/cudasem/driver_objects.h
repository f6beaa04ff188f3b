// SPDX-License-Identifier: Apache-2.0
// Driver API pieces shared by the driver API areas (cases/driver, cases/vmm, cases/library):
// owners of driver handles (cudasem::Owner aliases released by the driver call: Context, Module,
// Library, DeviceMem, HostMem, DrvStream), device 0, its attributes and compute capability, its
// primary context made current (PrimaryCurrent), the embedded cubin it can or cannot load, a
// temporary file, a context created or queried, device ints allocated, incremented by add_one and
// read back, and the driver table of a helper process (loaded without cuInit).
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>
#include <stdlib.h>
#include <unistd.h>

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/driver.h"
#include "cudasem/resources.h"
#include "kernels/modules/modules.h"

namespace cudasem {

namespace detail {
inline CUresult cu_ctx_destroy(CUcontext c) { return driver().cuCtxDestroy(c); }
inline CUresult cu_module_unload(CUmodule m) { return driver().cuModuleUnload(m); }
inline CUresult cu_library_unload(CUlibrary l) { return driver().cuLibraryUnload(l); }
inline CUresult cu_mem_free(CUdeviceptr p) { return driver().cuMemFree(p); }
inline CUresult cu_mem_free_host(void* p) { return driver().cuMemFreeHost(p); }
inline CUresult cu_stream_destroy(CUstream s) { return driver().cuStreamDestroy(s); }
}  // namespace detail

// Driver handles; a failing release is a test failure. out() releases what is held and gives the
// address a create call fills.
using Context = Owner<CUcontext, &detail::cu_ctx_destroy>;      // cuCtxCreate
using Module = Owner<CUmodule, &detail::cu_module_unload>;      // cuModuleLoad*
using Library = Owner<CUlibrary, &detail::cu_library_unload>;   // cuLibraryLoad*
using DeviceMem = Owner<CUdeviceptr, &detail::cu_mem_free>;     // cuMemAlloc, cuMemAllocManaged
using HostMem = Owner<void*, &detail::cu_mem_free_host>;        // cuMemAllocHost, cuMemHostAlloc
using DrvStream = Owner<CUstream, &detail::cu_stream_destroy>;  // cuStreamCreate

// Device 0 (the harness selected it and called cuInit for the requirement checks).
inline CUdevice device0() {
  CUdevice d = 0;
  CUresult e = driver().cuDeviceGet(&d, 0);
  if (e != CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK_OF(cuDeviceGet, e);
  return d;
}

inline int attribute(CUdevice_attribute a, CUdevice d) {
  int v = 0;
  CUresult e = driver().cuDeviceGetAttribute(&v, a, d);
  if (e != CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK_OF(cuDeviceGetAttribute, e);
  return v;
}

// The compute capability of `dev` as XY (e.g. 90).
inline int sm_of(CUdevice dev) {
  return attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev) * 10 +
         attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
}

// Retains the primary context of `dev` and makes it current to this thread; on destruction
// unbinds it and releases the retain.
class PrimaryCurrent {
 public:
  explicit PrimaryCurrent(CUdevice dev = device0()) : dev_(dev) {
    const Driver& drv = driver();
    CUresult e = drv.cuDevicePrimaryCtxRetain(&ctx_, dev_);
    if (e != CUDA_SUCCESS) {
      CUDASEM_EXPECT_CU_OK_OF(cuDevicePrimaryCtxRetain, e);
      return;
    }
    e = drv.cuCtxSetCurrent(ctx_);
    if (e != CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK_OF(cuCtxSetCurrent, e);
  }
  PrimaryCurrent(const PrimaryCurrent&) = delete;
  PrimaryCurrent& operator=(const PrimaryCurrent&) = delete;
  ~PrimaryCurrent() {
    if (!ctx_) return;
    const Driver& drv = driver();
    if (sync_on_exit_) drv.cuCtxSynchronize();
    drv.cuCtxSetCurrent(nullptr);
    CUresult e = drv.cuDevicePrimaryCtxRelease(dev_);
    if (e != CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK_OF(cuDevicePrimaryCtxRelease, e);
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

// An embedded cubin that this device can load (same major, minor not above the device's), the
// newest one.
inline modules::Image native_cubin(CUdevice dev) {
  const int sm = sm_of(dev);
  modules::Image best;
  for (const auto& i : modules::cubins())
    if (i.arch / 10 == sm / 10 && i.arch <= sm && i.arch > best.arch) best = i;
  return best;
}

// An embedded cubin of another major architecture (no device can run it).
inline modules::Image foreign_cubin(CUdevice dev) {
  const int sm = sm_of(dev);
  for (const auto& i : modules::cubins())
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

// cuCtxCreate on device 0 (made current to this thread, pushed on its stack); nullptr with a
// test failure when it fails.
inline CUcontext create_context(unsigned flags = 0, CUdevice dev = device0()) {
  CUcontext c = nullptr;
  CUresult e = driver().cuCtxCreate(&c, nullptr, flags, dev);
  if (e != CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK_OF(cuCtxCreate, e);
  return c;
}

// cuCtxGetCurrent (0x1 with a test failure when it fails).
inline CUcontext current_context() {
  CUcontext c = reinterpret_cast<CUcontext>(0x1);
  CUresult e = driver().cuCtxGetCurrent(&c);
  if (e != CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK_OF(cuCtxGetCurrent, e);
  return c;
}

// Device ints: allocate `n` into `mem`, fill with `value` (cuMemAlloc, cuMemsetD32, then
// cuCtxSynchronize). The fill runs in the NULL stream and returns before it is done; a
// CU_STREAM_NON_BLOCKING stream does not wait for it, so the fill is complete on return.
inline CUdeviceptr alloc_ints(DeviceMem& mem, std::size_t n, int value) {
  const Driver& drv = driver();
  CUresult e = drv.cuMemAlloc(mem.out(), n * sizeof(int));
  if (e != CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK_OF(cuMemAlloc, e);  // each recorded only when it fails
  if (e == CUDA_SUCCESS && (e = drv.cuMemsetD32(mem.get(), static_cast<unsigned>(value), n)) != CUDA_SUCCESS)
    CUDASEM_EXPECT_CU_OK_OF(cuMemsetD32, e);
  if (e == CUDA_SUCCESS && (e = drv.cuCtxSynchronize()) != CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK_OF(cuCtxSynchronize, e);
  return mem.get();
}

// cuMemcpyDtoH of `n` ints (after cuCtxSynchronize).
inline std::vector<int> read_ints(CUdeviceptr p, std::size_t n) {
  const Driver& drv = driver();
  std::vector<int> out(n, -1);
  CUresult e = drv.cuCtxSynchronize();
  if (e != CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK_OF(cuCtxSynchronize, e);  // each recorded only when it fails
  if (e == CUDA_SUCCESS && (e = drv.cuMemcpyDtoH(out.data(), p, n * sizeof(int))) != CUDA_SUCCESS)
    CUDASEM_EXPECT_CU_OK_OF(cuMemcpyDtoH, e);
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
  return driver().cuLaunchKernel(f, 1, 1, 1, n, 1, 1, 0, s, params, nullptr);
}

// Helper-process side: the driver table, loaded without calling cuInit (nullptr, with the reason
// on stderr, when there is no driver).
inline const Driver* helper_driver() {
  std::string why;
  const Driver* d = load_driver(&why);
  if (!d) std::fprintf(stderr, "no driver: %s\n", why.c_str());
  return d;
}

}  // namespace cudasem
