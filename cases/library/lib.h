// SPDX-License-Identifier: Apache-2.0
// Shared pieces of the library management cases: an owner of cudaLibrary_t, loading the embedded
// module images, and add_one launched through the runtime on device ints.
#pragma once

#include <cuda_runtime_api.h>

#include <vector>

#include "../driver/drv.h"
#include "cudasem/check.h"
#include "cudasem/resources.h"
#include "kernels/modules/modules.h"

namespace libcase {

using RtLibrary = cudasem::Owner<cudaLibrary_t, &cudaLibraryUnload>;

// cudaLibraryLoadData without options; a test failure when it fails.
inline RtLibrary load(const void* code) {
  cudaLibrary_t lib = nullptr;
  cudaError_t e = cudaLibraryLoadData(&lib, code, nullptr, nullptr, 0, nullptr, nullptr, 0);
  if (e != cudaSuccess) ADD_FAILURE() << "cudaLibraryLoadData returned " << cudasem::error_text(e);
  return RtLibrary(lib);
}

// Runs add_one (through cudaLaunchKernel, the handle cast to const void*) over 64 ints that hold
// 41 and returns how many hold 42 afterwards.
inline std::size_t add_one_via_runtime(cudaKernel_t kernel) {
  constexpr std::size_t n = 64;
  cudasem::DeviceBuffer<int> buf(n);
  std::vector<int> host(n, 41);
  if (cudaMemcpy(buf.data(), host.data(), buf.bytes(), cudaMemcpyHostToDevice) != cudaSuccess) return 0;
  int* p = buf.data();
  void* args[] = {&p};
  cudaError_t e = cudaLaunchKernel(reinterpret_cast<const void*>(kernel), dim3(1), dim3(n), args, 0, nullptr);
  if (e != cudaSuccess) {
    ADD_FAILURE() << "cudaLaunchKernel(cudaKernel_t) returned " << cudasem::error_text(e);
    return 0;
  }
  e = cudaMemcpy(host.data(), buf.data(), buf.bytes(), cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) ADD_FAILURE() << "cudaMemcpy returned " << cudasem::error_text(e);
  std::size_t ok = 0;
  for (int v : host) ok += v == 42;
  return ok;
}

// The driver library of the embedded PTX (cuLibraryLoadData without options).
inline void load_driver_library(drvcase::Library& lib, const void* code) {
  CUresult e = cudasem::driver().cuLibraryLoadData(lib.out(), code, nullptr, nullptr, 0, nullptr, nullptr, 0);
  if (e != CUDA_SUCCESS) ADD_FAILURE() << "cuLibraryLoadData returned " << cudasem::error_text(e);
}

}  // namespace libcase
