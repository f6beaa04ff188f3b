// SPDX-License-Identifier: Apache-2.0
// Shared helpers of the pitched-memory cases: an owner for cudaMallocPitch / cudaMalloc3D
// memory and host-side byte matrices with a known pattern and padding.
#pragma once

#include <cuda_runtime_api.h>
#include <cuda_runtime.h>

#include <cstddef>
#include <vector>

#include "cudasem/resources.h"

namespace cudasem_cases::pitched {

// Device memory from cudaMallocPitch or cudaMalloc3D, released with cudaFree.
using DeviceMemory = cudasem::Owner<void*, &cudaFree>;

struct PitchedAlloc {
  DeviceMemory mem;
  std::size_t pitch = 0;
  unsigned char* bytes() const { return static_cast<unsigned char*>(mem.get()); }
};

inline cudaError_t malloc_pitch(PitchedAlloc& a, std::size_t width, std::size_t height) {
  void* p = nullptr;
  cudaError_t e = cudaMallocPitch(&p, &a.pitch, width, height);
  if (e == cudaSuccess) a.mem = DeviceMemory(p);
  return e;
}

struct Alloc3D {
  DeviceMemory mem;
  cudaPitchedPtr ptr{};
};

inline cudaError_t malloc_3d(Alloc3D& a, cudaExtent extent) {
  cudaError_t e = cudaMalloc3D(&a.ptr, extent);
  if (e == cudaSuccess) a.mem = DeviceMemory(a.ptr.ptr);
  return e;
}

// The byte a matrix holds at (row, column) for a given seed (never equal to kPad for seeds < 64).
inline unsigned char pattern(std::size_t row, std::size_t col, unsigned seed) {
  return static_cast<unsigned char>(((row * 131 + col * 7 + seed) % 250) + 1);
}
constexpr unsigned char kPad = 0;

// A host matrix of `rows` rows of `pitch` bytes: pattern in the first `width` bytes of each
// row, kPad in the rest.
inline std::vector<unsigned char> make_matrix(std::size_t pitch, std::size_t width, std::size_t rows,
                                              unsigned seed) {
  std::vector<unsigned char> m(pitch * rows, kPad);
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < width; ++c) m[r * pitch + c] = pattern(r, c, seed);
  return m;
}

// Bytes inside the width of each row that hold the pattern (pattern row/column shifted by
// the given origin, for copies into an offset region).
inline std::size_t count_pattern(const unsigned char* m, std::size_t pitch, std::size_t width,
                                 std::size_t rows, unsigned seed, std::size_t row0 = 0,
                                 std::size_t col0 = 0) {
  std::size_t n = 0;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < width; ++c)
      n += m[(r + row0) * pitch + c + col0] == pattern(r, c, seed);
  return n;
}

// Bytes inside the first `width` bytes of each row that hold `value`.
inline std::size_t count_value(const unsigned char* m, std::size_t pitch, std::size_t width,
                               std::size_t rows, unsigned char value) {
  std::size_t n = 0;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < width; ++c) n += m[r * pitch + c] == value;
  return n;
}

// Bytes of a pitch*rows matrix outside the first `width` bytes of each row that still hold `value`.
inline std::size_t count_padding(const unsigned char* m, std::size_t pitch, std::size_t width,
                                 std::size_t rows, unsigned char value) {
  std::size_t n = 0;
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = width; c < pitch; ++c) n += m[r * pitch + c] == value;
  return n;
}

}  // namespace cudasem_cases::pitched
