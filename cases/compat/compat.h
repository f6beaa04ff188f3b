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

inline std::string driver_reads_newer_ptx_reason() {
  return "the driver is CUDA " + std::to_string(modules::kNewerPtxToolkit) +
         " or newer: the committed PTX (CUDA 13.5's compiler) is not newer than what it reads";
}

}  // namespace cudasem::compat
