// SPDX-License-Identifier: Apache-2.0
// The errors/pitch/*_beyond_maximum cases: a pitch one byte past the device's maximum
// (cudaDevAttrMaxPitch + 1) on a device buffer large enough for two rows at that pitch, zero-filled,
// so that a copy that did not check the pitch would still stay in bounds and read data; the CUDA
// array and stream the copies use.
#pragma once

#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <optional>

#include "cudasem/check.h"
#include "cudasem/observe.h"
#include "cudasem/pitched_memory.h"
#include "cudasem/resources.h"

namespace cudasem::errors {

struct PitchBeyondMaximum {
  static constexpr std::size_t kWidth = 64, kRows = 2;
  std::size_t pitch = 0;                           // cudaDevAttrMaxPitch + 1
  std::optional<DeviceBuffer<unsigned char>> big;  // two rows at `pitch`
  DeviceBuffer<unsigned char> small{4096};
  Array array;  // 64 x 16 floats
  Stream stream{cudaStreamNonBlocking};

  // ASSERTs: the case stops after a failure.
  void set_up() {
    int max_pitch = 0;
    CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_pitch, cudaDevAttrMaxPitch, 0));
    environment("max_pitch_bytes", static_cast<std::int64_t>(max_pitch));
    pitch = static_cast<std::size_t>(max_pitch) + 1;
    big.emplace(pitch + kWidth);
    if (big->data() == nullptr) FAIL() << "no device buffer of " << pitch + kWidth << " bytes";
    // Both rows a copy at `pitch` reads hold data: a driver that takes the pitch copies them, and
    // compute-sanitizer initcheck reports a copy of memory nothing wrote (a72deeb, H200).
    CUDASEM_ASSERT_OK(zero_fill(*big));
    const cudaChannelFormatDesc desc = float1_desc();
    CUDASEM_ASSERT_OK(cudaMallocArray(array.out(), &desc, 64, 16));
  }
  unsigned char* wide() { return big->data(); }
  cudaMemcpy3DParms params_3d() {
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(wide(), pitch, kWidth, kRows);
    p.dstPtr = make_cudaPitchedPtr(small.data(), 256, kWidth, kRows);
    p.extent = make_cudaExtent(kWidth, kRows, 1);
    p.kind = cudaMemcpyDeviceToDevice;
    return p;
  }
};

}  // namespace cudasem::errors
