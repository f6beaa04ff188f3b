// SPDX-License-Identifier: Apache-2.0
// Module images of kernels/modules/module_kernels.cu, embedded as bytes, for the driver API
// module cases (cuModuleLoadData...) and library cases (cuLibraryLoadData, cudaLibraryLoadData).
// Kernels (extern "C"): add_one(int* p), add_value(int* p, int n, int value),
// read_global(int* out); global: int module_global = 42.
#pragma once

#include <cstddef>
#include <vector>

namespace cudasem::modules {

struct Image {
  const unsigned char* data = nullptr;  // followed by a 0 byte (PTX is NUL-terminated)
  std::size_t size = 0;                 // without that 0 byte
  int arch = 0;                         // sm_XY as XY (cubins), lowest compute_XY (PTX)
  explicit operator bool() const { return data != nullptr && size > 0; }
};

// The kernel names, the global's name and initial value, and the number of kernels.
inline constexpr const char* kAddOne = "add_one";
inline constexpr const char* kAddValue = "add_value";
inline constexpr const char* kReadGlobal = "read_global";
inline constexpr const char* kGlobal = "module_global";
inline constexpr int kGlobalInitial = 42;
inline constexpr unsigned kKernelCount = 3;

// PTX for the lowest architecture of the build (NUL-terminated text).
Image ptx();
// A cubin for each real architecture of the build, plus sm_75 and sm_90 (so that every GPU
// has one cubin built for another architecture).
const std::vector<Image>& cubins();
// The cubin for exactly sm_<arch>; an empty Image when it was not built.
Image cubin(int arch);
// A fat binary for every architecture of the build (with PTX for the virtual ones).
Image fatbin();

// The PTX of the same kernels for compute_75 as CUDA 13.5's compiler writes it (PTX ISA 9.5),
// committed (kernels/modules/newer/make_ptx.sh made it): newer than what a CUDA 13.0 driver's PTX
// JIT compiler reads. kNewerPtxToolkit is that compiler's release as cudaDriverGetVersion encodes one.
Image newer_ptx();
inline constexpr int kNewerPtxToolkit = 13050;

}  // namespace cudasem::modules
