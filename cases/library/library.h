// SPDX-License-Identifier: Apache-2.0
// Helpers of the library management cases (namespace cudasem::library): an owner of
// cudaLibrary_t, loading the embedded module images through the runtime or the driver, a driver
// library loaded into the current context, and add_one launched through the runtime on device ints.
#pragma once

#include <cuda.h>
#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include <vector>

#include "cudasem/check.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"
#include "cudasem/resources.h"
#include "kernels/modules/modules.h"

namespace cudasem::library {

using RtLibrary = Owner<cudaLibrary_t, &cudaLibraryUnload>;

// cudaLibraryLoadData without options; a test failure when it fails.
inline RtLibrary load(const void* code) {
  cudaLibrary_t lib = nullptr;
  cudaError_t e = cudaLibraryLoadData(&lib, code, nullptr, nullptr, 0, nullptr, nullptr, 0);
  CUDASEM_EXPECT_OK_OF(cudaLibraryLoadData, e);
  return RtLibrary(lib);
}

// Runs add_one (through cudaLaunchKernel, the handle cast to const void*) over 64 ints that hold
// 41 and returns how many hold 42 afterwards.
inline std::size_t add_one_via_runtime(cudaKernel_t kernel) {
  constexpr std::size_t n = 64;
  DeviceBuffer<int> buf(n);
  std::vector<int> host(n, 41);
  if (cudaMemcpy(buf.data(), host.data(), buf.bytes(), cudaMemcpyHostToDevice) != cudaSuccess) return 0;
  int* p = buf.data();
  void* args[] = {&p};
  cudaError_t e = cudaLaunchKernel(reinterpret_cast<const void*>(kernel), dim3(1), dim3(n), args, 0, nullptr);
  if (e != cudaSuccess) {
    ADD_FAILURE() << "cudaLaunchKernel(cudaKernel_t) returned " << error_text(e);
    return 0;
  }
  e = cudaMemcpy(host.data(), buf.data(), buf.bytes(), cudaMemcpyDeviceToHost);
  CUDASEM_EXPECT_OK_OF(cudaMemcpy, e);
  std::size_t ok = 0;
  for (int v : host) ok += v == 42;
  return ok;
}

// The driver library of an embedded image (cuLibraryLoadData without options).
inline void load_driver_library(Library& lib, const void* code) {
  CUresult e = driver().cuLibraryLoadData(lib.out(), code, nullptr, nullptr, 0, nullptr, nullptr, 0);
  CUDASEM_EXPECT_CU_OK_OF(cuLibraryLoadData, e);
}

// cuLibraryGetKernel(`name`) and cuKernelGetFunction in the current context, which loads the
// library into this context (lazy loading loads on use). Returns early (ASSERT) on a failed step:
// the case stops after it when HasFatalFailure().
inline void load_into_current_context(CUlibrary lib, const char* name) {
  const Driver& drv = driver();
  CUkernel kernel = nullptr;
  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, name));
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));
}

}  // namespace cudasem::library
