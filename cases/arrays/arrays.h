// SPDX-License-Identifier: Apache-2.0
// Shared helpers of the CUDA array cases: owners for arrays and mipmapped arrays and the
// allocation calls that fill them. Byte patterns come from the pitched-memory helpers.
#pragma once

#include <cuda_runtime.h>

#include "../pitched/pitched.h"
#include "cudasem/resources.h"

namespace cudasem_cases::arrays {

using Array = cudasem::Owner<cudaArray_t, &cudaFreeArray>;
using MipmappedArray = cudasem::Owner<cudaMipmappedArray_t, &cudaFreeMipmappedArray>;

inline cudaChannelFormatDesc uchar1_desc() { return cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindUnsigned); }
inline cudaChannelFormatDesc float1_desc() { return cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat); }

inline cudaError_t malloc_array(Array& a, const cudaChannelFormatDesc& desc, std::size_t width,
                                std::size_t height, unsigned flags = cudaArrayDefault) {
  cudaArray_t h = nullptr;
  cudaError_t e = cudaMallocArray(&h, &desc, width, height, flags);
  if (e == cudaSuccess) a = Array(h);
  return e;
}

inline cudaError_t malloc_3d_array(Array& a, const cudaChannelFormatDesc& desc, cudaExtent extent,
                                   unsigned flags = cudaArrayDefault) {
  cudaArray_t h = nullptr;
  cudaError_t e = cudaMalloc3DArray(&h, &desc, extent, flags);
  if (e == cudaSuccess) a = Array(h);
  return e;
}

inline cudaError_t malloc_mipmapped(MipmappedArray& m, const cudaChannelFormatDesc& desc,
                                    cudaExtent extent, unsigned levels, unsigned flags = cudaArrayDefault) {
  cudaMipmappedArray_t h = nullptr;
  cudaError_t e = cudaMallocMipmappedArray(&h, &desc, extent, levels, flags);
  if (e == cudaSuccess) m = MipmappedArray(h);
  return e;
}

}  // namespace cudasem_cases::arrays
