// SPDX-License-Identifier: Apache-2.0
// The compat area: what the CUDA minor-version-compatibility rules let a machine with one driver
// check. PTX made by a newer compiler (kernels/modules/modules.h newer_ptx(): CUDA 13.5, PTX ISA
// 9.5) than the driver reads.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "cudasem/cudasem.h"
#include "kernels/modules/modules.h"

namespace cudasem::compat {

// The driver's CUDA version (cudaDriverGetVersion), recorded with the PTX's compiler release; false
// (the case says why: UNSUPPORTED) when the driver is as new as that compiler, so the PTX is no
// newer than what it reads.
inline bool driver_older_than_newer_ptx() {
  int driver = 0;
  if (cudaDriverGetVersion(&driver) != cudaSuccess) return false;
  environment("driver_cuda_version", static_cast<std::int64_t>(driver));
  environment("ptx_compiler_cuda_version", static_cast<std::int64_t>(modules::kNewerPtxToolkit));
  return driver < modules::kNewerPtxToolkit;
}

// The runtime's path to the newer PTX, the device's primary context initialized first (modules load
// eagerly: the harness's CUDA_MODULE_LOADING=EAGER): cudaLibraryLoadData, then cudaLibraryGetKernel and
// a launch of add_one on a zeroed int, each only where the one before succeeded, then the int read
// back. Each call's code is recorded under its function's name.
struct NewerPtxRun {
  bool any_call_failed = false;
  int value = 0;  // the int add_one would have made 1
};

inline NewerPtxRun run_newer_ptx_through_runtime() {
  NewerPtxRun run;
  CUDASEM_EXPECT_OK(cudaInitDevice(0, 0, 0));
  CUDASEM_EXPECT_OK(cudaSetDevice(0));
  DeviceBuffer<int> buf(1);
  CUDASEM_EXPECT_OK(cudaMemset(buf.data(), 0, sizeof(int)));
  cudaLibrary_t lib = nullptr;
  const cudaError_t loaded =
      cudaLibraryLoadData(&lib, modules::newer_ptx().data, nullptr, nullptr, 0, nullptr, nullptr, 0);
  CUDASEM_RECORD_CODE_OF(cudaLibraryLoadData, loaded);
  run.any_call_failed = loaded != cudaSuccess;
  if (!run.any_call_failed) {
    cudaKernel_t kernel = nullptr;
    const cudaError_t got = cudaLibraryGetKernel(&kernel, lib, modules::kAddOne);
    CUDASEM_RECORD_CODE_OF(cudaLibraryGetKernel, got);
    run.any_call_failed = got != cudaSuccess;
    if (!run.any_call_failed) {
      int* p = buf.data();
      void* args[] = {&p};
      const cudaError_t launched =
          cudaLaunchKernel(reinterpret_cast<const void*>(kernel), dim3(1), dim3(1), args, 0, nullptr);
      CUDASEM_RECORD_CODE_OF(cudaLaunchKernel, launched);
      const cudaError_t synced = cudaDeviceSynchronize();
      CUDASEM_RECORD_CODE_OF(cudaDeviceSynchronize, synced);
      run.any_call_failed = launched != cudaSuccess || synced != cudaSuccess;
    }
    cudaLibraryUnload(lib);
  }
  cudaGetLastError();  // a failed launch leaves its error in the last-error slot; the read-back is a new call
  CUDASEM_EXPECT_OK(cudaMemcpy(&run.value, buf.data(), sizeof(int), cudaMemcpyDeviceToHost));
  return run;
}

inline std::string driver_reads_newer_ptx_reason() {
  return "the driver is CUDA " + std::to_string(modules::kNewerPtxToolkit) +
         " or newer: the committed PTX (CUDA 13.5's compiler) is not newer than what it reads";
}

}  // namespace cudasem::compat
