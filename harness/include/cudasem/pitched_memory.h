// SPDX-License-Identifier: Apache-2.0
// Two- and three-dimensional device memory shared by the pitched, arrays and texture cases:
// owners for cudaMallocPitch / cudaMalloc3D memory and for CUDA arrays and mipmapped arrays,
// the allocation calls that fill them (each returns the call's code), one-channel format
// descriptors, and host byte matrices of `rows` rows of `pitch` bytes with a known pattern in the
// first `width` bytes of each row and a pad byte in the rest.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <vector>

#include "cudasem/resources.h"

namespace cudasem {

// Device memory from cudaMallocPitch, released with cudaFree.
struct PitchedAlloc {
  Owner<void*, &cudaFree> mem;
  std::size_t pitch = 0;
  unsigned char* bytes() const { return static_cast<unsigned char*>(mem.get()); }
};

inline cudaError_t malloc_pitch(PitchedAlloc& a, std::size_t width, std::size_t height) {
  void* p = nullptr;
  cudaError_t e = cudaMallocPitch(&p, &a.pitch, width, height);
  if (e == cudaSuccess) a.mem = Owner<void*, &cudaFree>(p);
  return e;
}

// Device memory from cudaMalloc3D, released with cudaFree.
struct Alloc3D {
  Owner<void*, &cudaFree> mem;
  cudaPitchedPtr ptr{};
};

inline cudaError_t malloc_3d(Alloc3D& a, cudaExtent extent) {
  cudaError_t e = cudaMalloc3D(&a.ptr, extent);
  if (e == cudaSuccess) a.mem = Owner<void*, &cudaFree>(a.ptr.ptr);
  return e;
}

// zero_fill (resources.h) for a cudaMalloc3D volume of `extent`: every byte, row padding included
// (cudaMemset3D over the pitch), then cudaDeviceSynchronize.
inline cudaError_t zero_fill(const Alloc3D& a, cudaExtent extent) {
  const cudaError_t e = cudaMemset3D(a.ptr, 0, make_cudaExtent(a.ptr.pitch, extent.height, extent.depth));
  return e != cudaSuccess ? e : cudaDeviceSynchronize();
}

// CUDA arrays, released with cudaFreeArray / cudaFreeMipmappedArray. The allocation calls fill the
// owner only when they succeed (a failed call leaves it as it was).
using Array = Owner<cudaArray_t, &cudaFreeArray>;
using MipmappedArray = Owner<cudaMipmappedArray_t, &cudaFreeMipmappedArray>;

inline cudaChannelFormatDesc uchar1_desc() { return cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindUnsigned); }
inline cudaChannelFormatDesc float1_desc() { return cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat); }

inline cudaError_t malloc_array(Array& a, const cudaChannelFormatDesc& desc, std::size_t width, std::size_t height,
    unsigned flags = cudaArrayDefault) {
  cudaArray_t h = nullptr;
  cudaError_t e = cudaMallocArray(&h, &desc, width, height, flags);
  if (e == cudaSuccess) a = Array(h);
  return e;
}

inline cudaError_t malloc_3d_array(
    Array& a, const cudaChannelFormatDesc& desc, cudaExtent extent, unsigned flags = cudaArrayDefault) {
  cudaArray_t h = nullptr;
  cudaError_t e = cudaMalloc3DArray(&h, &desc, extent, flags);
  if (e == cudaSuccess) a = Array(h);
  return e;
}

inline cudaError_t malloc_mipmapped(MipmappedArray& m, const cudaChannelFormatDesc& desc, cudaExtent extent,
    unsigned levels, unsigned flags = cudaArrayDefault) {
  cudaMipmappedArray_t h = nullptr;
  cudaError_t e = cudaMallocMipmappedArray(&h, &desc, extent, levels, flags);
  if (e == cudaSuccess) m = MipmappedArray(h);
  return e;
}

// The byte a matrix holds at (row, column) for a given seed (never equal to kMatrixPad for seeds < 64).
inline unsigned char matrix_pattern(std::size_t row, std::size_t col, unsigned seed) {
  return static_cast<unsigned char>(((row * 131 + col * 7 + seed) % 250) + 1);
}
constexpr unsigned char kMatrixPad = 0;

// A host matrix of `rows` rows of `pitch` bytes: the pattern in the first `width` bytes of each
// row, kMatrixPad in the rest.
inline std::vector<unsigned char> make_matrix(std::size_t pitch, std::size_t width, std::size_t rows, unsigned seed) {
  std::vector<unsigned char> m(pitch * rows, kMatrixPad);
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < width; ++c) m[r * pitch + c] = matrix_pattern(r, c, seed);
  return m;
}

// Bytes inside the width of each row that hold the pattern (pattern row/column shifted by
// the given origin, for copies into an offset region).
inline std::size_t count_pattern(const unsigned char* m, std::size_t pitch, std::size_t width, std::size_t rows,
    unsigned seed, std::size_t row0 = 0, std::size_t col0 = 0) {
  std::size_t n = 0;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < width; ++c) n += m[(r + row0) * pitch + c + col0] == matrix_pattern(r, c, seed);
  return n;
}

// Bytes inside the first `width` bytes of each row that hold `value`.
inline std::size_t count_value(
    const unsigned char* m, std::size_t pitch, std::size_t width, std::size_t rows, unsigned char value) {
  std::size_t n = 0;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < width; ++c) n += m[r * pitch + c] == value;
  return n;
}

// Bytes of a pitch*rows matrix outside the first `width` bytes of each row that still hold `value`.
inline std::size_t count_padding(
    const unsigned char* m, std::size_t pitch, std::size_t width, std::size_t rows, unsigned char value) {
  std::size_t n = 0;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = width; c < pitch; ++c) n += m[r * pitch + c] == value;
  return n;
}

}  // namespace cudasem
