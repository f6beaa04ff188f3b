// SPDX-License-Identifier: Apache-2.0
// Helpers of the cudaArrayGetPlane cases (namespace cudasem::arrays): an NV12 (planar 4:2:0 YUV)
// CUDA array (or the reason it is unavailable) and the format and extent of one of its planes.
#pragma once

#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "cudasem/check.h"
#include "cudasem/pitched_memory.h"

namespace cudasem::arrays {

// cudaMallocArray of a `width` x `height` NV12 array (cudaCreateChannelDesc<cudaChannelFormatKindNV12>).
inline cudaError_t malloc_nv12(Array& a, std::size_t width, std::size_t height) {
  return malloc_array(a, cudaCreateChannelDesc<cudaChannelFormatKindNV12>(), width, height);
}

// The reason a case is UNSUPPORTED when the NV12 array cannot be allocated: cudaMallocArray
// documents only the Signed, Unsigned and Float kinds, so its failure is no verdict on
// cudaArrayGetPlane. Clears the runtime's last error.
inline std::string nv12_unavailable(cudaError_t allocated) {
  cudasem::last_error(cudasem::LastError::clear);
  return "cudaMallocArray of an NV12 array returned " + error_text(allocated) +
         " (it documents only the Signed, Unsigned and Float kinds)";
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
  ASSERT_NE(plane, nullptr);
  CUDASEM_ASSERT_OK(cudaArrayGetInfo(&info.desc, &info.extent, nullptr, plane));
}

}  // namespace cudasem::arrays
