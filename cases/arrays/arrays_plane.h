// SPDX-License-Identifier: Apache-2.0
// Helpers of the cudaArrayGetPlane cases (namespace cudasem::arrays): an NV12 (planar 4:2:0 YUV)
// CUDA array (or the reason none could be made) and the format and extent of one of its planes.
#pragma once

#include <cuda.h>
#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "cudasem/check.h"
#include "cudasem/driver.h"
#include "cudasem/observe.h"
#include "cudasem/pitched_memory.h"

namespace cudasem::arrays {

// A `width` x `height` NV12 array in `a`, made where the toolkit documents the format:
// cuArray3DCreate with CU_AD_FORMAT_NV12 (its CUarray_format list names it; cudaMallocArray and
// cudaMalloc3DArray document only the Signed, Unsigned and Float kinds, and the H200 run showed
// cudaMallocArray refusing cudaCreateChannelDesc<cudaChannelFormatKindNV12>() with
// cudaErrorInvalidValue). Three 8-bit channels, as that channel descriptor (8, 8, 8, 0) has them;
// Depth 0 (a 2D array). First with no flags, then with CUDA_ARRAY3D_VIDEO_ENCODE_DECODE (arrays
// shared with the video engines, the usual home of NV12); the flags that worked are recorded.
// CUarray and cudaArray_t "may be used interchangeably by casting" (RT, Interactions between
// CUarray and cudaArray_t), so `a` frees it with cudaFreeArray. The runtime is initialized first
// (cudaFree(nullptr)), so its primary context is current for the driver call.
// On return `unavailable` is empty, or says why no NV12 array could be made (the case is then
// UNSUPPORTED: no text promises that an NV12 array can be allocated). Records the format kind
// cudaArrayGetInfo reports for the array (4 is cudaChannelFormatKindNV12). ASSERTs: the case
// returns after it when HasFatalFailure().
inline void make_nv12(Array& a, std::size_t width, std::size_t height, std::string& unavailable) {
  unavailable.clear();
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  const Driver& drv = driver();
  const unsigned flag_choices[] = {0u, static_cast<unsigned>(CUDA_ARRAY3D_VIDEO_ENCODE_DECODE)};
  std::string tried;
  for (unsigned flags : flag_choices) {
    CUDA_ARRAY3D_DESCRIPTOR desc{};
    desc.Width = width;
    desc.Height = height;
    desc.Depth = 0;
    desc.Format = CU_AD_FORMAT_NV12;
    desc.NumChannels = 3;
    desc.Flags = flags;
    CUarray handle = nullptr;
    const CUresult e = drv.cuArray3DCreate(&handle, &desc);
    if (e == CUDA_SUCCESS) {
      a = Array(reinterpret_cast<cudaArray_t>(handle));
      environment("nv12_array.creation_flags", static_cast<unsigned long long>(flags));
      cudaChannelFormatDesc format{};
      cudaExtent extent{};
      const cudaError_t info = cudaArrayGetInfo(&format, &extent, nullptr, a.get());
      if (info != cudaSuccess) last_error(LastError::clear);
      environment("nv12_array.format_kind",
          info == cudaSuccess ? std::to_string(static_cast<int>(format.f)) : "cudaArrayGetInfo: " + error_text(info));
      return;
    }
    tried += (tried.empty() ? "" : "; ") + std::string("flags ") + std::to_string(flags) + ": " + error_text(e);
  }
  unavailable = "cuArray3DCreate of a " + std::to_string(width) + "x" + std::to_string(height) +
                " CU_AD_FORMAT_NV12 array with 3 channels failed (" + tried + ")";
}

struct PlaneInfo {
  cudaChannelFormatDesc desc{};
  cudaExtent extent{};
};

// cudaArrayGetPlane(planeIdx) of `array`, then cudaArrayGetInfo of the plane. ASSERTs: the case
// returns after it when HasFatalFailure().
inline void get_plane_info(cudaArray_t array, unsigned plane_index, PlaneInfo& info) {
  cudaArray_t plane = nullptr;
  CUDASEM_ASSERT_OK(cudaArrayGetPlane(&plane, array, plane_index));
  CUDASEM_ASSERT_TRUE_NAMED("plane_array.returned", plane != nullptr);
  CUDASEM_ASSERT_OK(cudaArrayGetInfo(&info.desc, &info.extent, nullptr, plane));
}

}  // namespace cudasem::arrays
