// SPDX-License-Identifier: Apache-2.0
// Helpers of the texture and surface cases: owners for texture and surface objects, descriptor
// builders, the host model of a texture fetch (CUDA C++ Programming Guide, "Texture Memory" and
// "Texture Fetching"), and, in .cu cases only, small fetch kernels and the bodies the address-mode,
// point-fetch and read-mode variants share. CUDA arrays come from cudasem/pitched_memory.h.
#pragma once

#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/observe.h"
#include "cudasem/pitched_memory.h"
#include "cudasem/resources.h"

namespace cudasem::texture {

using TextureObject = cudasem::Owner<cudaTextureObject_t, &cudaDestroyTextureObject>;
using SurfaceObject = cudasem::Owner<cudaSurfaceObject_t, &cudaDestroySurfaceObject>;

inline cudaError_t create_texture(TextureObject& t, const cudaResourceDesc& res, const cudaTextureDesc& tex,
    const cudaResourceViewDesc* view = nullptr) {
  cudaTextureObject_t h = 0;
  cudaError_t e = cudaCreateTextureObject(&h, &res, &tex, view);
  if (e == cudaSuccess) t = TextureObject(h);
  return e;
}

inline cudaError_t create_surface(SurfaceObject& s, const cudaResourceDesc& res) {
  cudaSurfaceObject_t h = 0;
  cudaError_t e = cudaCreateSurfaceObject(&h, &res);
  if (e == cudaSuccess) s = SurfaceObject(h);
  return e;
}

inline cudaResourceDesc array_resource(cudaArray_t a) {
  cudaResourceDesc r{};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  return r;
}

inline cudaTextureDesc texture_desc(cudaTextureAddressMode mode, cudaTextureFilterMode filter, bool normalized,
    cudaTextureReadMode read = cudaReadModeElementType) {
  cudaTextureDesc d{};
  d.addressMode[0] = d.addressMode[1] = d.addressMode[2] = mode;
  d.filterMode = filter;
  d.readMode = read;
  d.normalizedCoords = normalized ? 1 : 0;
  return d;
}

// A 1D float array of the given texels (cudaMallocArray with height 0).
inline cudaError_t make_1d_float_array(cudasem::Array& a, const std::vector<float>& texels) {
  cudaError_t e = cudasem::malloc_array(a, cudasem::float1_desc(), texels.size(), 0);
  if (e != cudaSuccess) return e;
  const std::size_t row = texels.size() * sizeof(float);
  return cudaMemcpy2DToArray(a.get(), 0, 0, texels.data(), row, row, 1, cudaMemcpyHostToDevice);
}

// Host model. Addressing (Texture Memory): maps a coordinate to texel units in [0, N), or
// reports that border mode applies. `x` is normalized when `normalized` is set.
struct Addressed {
  double x = 0;         // texel-space coordinate after addressing
  bool border = false;  // out of range in border mode: the fetch returns zero
};

inline Addressed address(double x, int n, cudaTextureAddressMode mode, bool normalized) {
  double u = normalized ? x : x / n;  // work in normalized space
  if (!normalized && (mode == cudaAddressModeWrap || mode == cudaAddressModeMirror))
    mode = cudaAddressModeClamp;  // "will be switched to cudaAddressModeClamp"
  Addressed a;
  switch (mode) {
    case cudaAddressModeWrap:
      u = u - std::floor(u);
      break;
    case cudaAddressModeMirror: {
      const double f = u - std::floor(u);
      u = (static_cast<long long>(std::floor(u)) % 2 == 0) ? f : 1.0 - f;
      break;
    }
    case cudaAddressModeBorder:
      if (u < 0.0 || u >= 1.0) a.border = true;
      break;
    case cudaAddressModeClamp:
    default:
      if (u < 0.0) u = 0.0;
      if (u >= 1.0) u = std::nextafter(1.0, 0.0);
      break;
  }
  a.x = u * n;
  return a;
}

// Nearest-point sampling of a 1D texture: T[floor(x)] after addressing.
inline float point_1d(const std::vector<float>& t, double x, cudaTextureAddressMode mode, bool normalized) {
  const int n = static_cast<int>(t.size());
  const Addressed a = address(x, n, mode, normalized);
  if (a.border) return 0.0f;
  int i = static_cast<int>(std::floor(a.x));
  if (i >= n) i = n - 1;
  if (i < 0) i = 0;
  return t[i];
}

// Linear filtering of a 1D texture with clamped neighbours, for coordinates inside
// [0.5, N - 0.5] (texel space, non-normalized): (1-a)T[i] + aT[i+1], i = floor(x-0.5),
// a = frac(x-0.5). Also returns the bound of the 9-bit weight's error, |T[i+1]-T[i]| / 256.
struct Linear {
  double value = 0;
  double weight_error = 0;
};

inline Linear linear_1d(const std::vector<float>& t, double x) {
  const int n = static_cast<int>(t.size());
  const double xb = x - 0.5;
  int i = static_cast<int>(std::floor(xb));
  const double alpha = xb - std::floor(xb);
  const int i0 = i < 0 ? 0 : (i >= n ? n - 1 : i);
  const int i1 = i + 1 < 0 ? 0 : (i + 1 >= n ? n - 1 : i + 1);
  Linear l;
  l.value = (1.0 - alpha) * t[i0] + alpha * t[i1];
  l.weight_error = std::fabs(static_cast<double>(t[i1]) - t[i0]) / 256.0;
  return l;
}

// Eight distinct texels (all exactly representable) used by the 1D fetch cases.
inline std::vector<float> eight_texels() { return {1, 4, 9, 16, 25, 36, 49, 64}; }

// Point-sampled fetches compared exactly with the model; returns the number that match and
// records the first mismatch as "first_mismatch" ("x=... got=... want=...").
inline std::size_t count_point_matches(const std::vector<float>& texels, const std::vector<float>& xs,
    const std::vector<float>& got, cudaTextureAddressMode mode, bool normalized) {
  std::size_t matches = 0;
  bool recorded = false;
  for (std::size_t k = 0; k < xs.size() && k < got.size(); ++k) {
    const float want = point_1d(texels, xs[k], mode, normalized);
    if (got[k] == want) {
      ++matches;
    } else if (!recorded) {
      recorded = true;
      cudasem::observe("first_mismatch",
          "x=" + std::to_string(xs[k]) + " got=" + std::to_string(got[k]) + " want=" + std::to_string(want));
    }
  }
  return matches;
}

#ifdef __CUDACC__
namespace {

template <typename T>
__global__ void fetch_1d_kernel(cudaTextureObject_t tex, const float* xs, T* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1D<T>(tex, xs[i]);
}

template <typename T>
__global__ void fetch_texel_centres_kernel(cudaTextureObject_t tex, T* out, int n) {
  const int i = threadIdx.x;
  if (i < n) out[i] = tex1D<T>(tex, i + 0.5f);
}

template <typename T>
__global__ void fetch_2d_kernel(cudaTextureObject_t tex, const float2* xy, T* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<T>(tex, xy[i].x, xy[i].y);
}

}  // namespace

// Fetches tex1D<T>(tex, xs[k]) for every k on the device; results in `out`.
template <typename T>
cudaError_t fetch_1d(cudaTextureObject_t tex, const std::vector<float>& xs, std::vector<T>& out) {
  const int n = static_cast<int>(xs.size());
  cudasem::DeviceBuffer<float> d_xs(xs.size());
  cudasem::DeviceBuffer<T> d_out(xs.size());
  cudaError_t e = cudaMemcpy(d_xs.data(), xs.data(), d_xs.bytes(), cudaMemcpyHostToDevice);
  if (e != cudaSuccess) return e;
  fetch_1d_kernel<T><<<(n + 127) / 128, 128>>>(tex, d_xs.data(), d_out.data(), n);
  if ((e = cudaGetLastError()) != cudaSuccess) return e;
  out.assign(xs.size(), T{});
  return cudaMemcpy(out.data(), d_out.data(), d_out.bytes(), cudaMemcpyDeviceToHost);
}

// Fetches tex2D<T>(tex, x, y) for every point on the device; results in `out`.
template <typename T>
cudaError_t fetch_2d(cudaTextureObject_t tex, const std::vector<float2>& xy, std::vector<T>& out) {
  const int n = static_cast<int>(xy.size());
  cudasem::DeviceBuffer<float2> d_xy(xy.size());
  cudasem::DeviceBuffer<T> d_out(xy.size());
  cudaError_t e = cudaMemcpy(d_xy.data(), xy.data(), d_xy.bytes(), cudaMemcpyHostToDevice);
  if (e != cudaSuccess) return e;
  fetch_2d_kernel<T><<<(n + 127) / 128, 128>>>(tex, d_xy.data(), d_out.data(), n);
  if ((e = cudaGetLastError()) != cudaSuccess) return e;
  out.assign(xy.size(), T{});
  return cudaMemcpy(out.data(), d_out.data(), d_out.bytes(), cudaMemcpyDeviceToHost);
}

// The address-mode and point-fetch cases: point-samples the eight-texel 1D float array through a texture object
// created with `mode` and `normalized` at the coordinates `xs`, compares each fetch exactly with
// the host model of `behaves_as` (the mode the texture must behave as), records the number that
// match as `observation` and expects every fetch to match.
inline void expect_point_fetches_as(cudaTextureAddressMode mode, bool normalized, const std::vector<float>& xs,
    cudaTextureAddressMode behaves_as, const char* observation) {
  const std::vector<float> texels = eight_texels();
  cudasem::Array array;
  CUDASEM_ASSERT_OK(make_1d_float_array(array, texels));
  TextureObject tex;
  CUDASEM_ASSERT_OK(
      create_texture(tex, array_resource(array.get()), texture_desc(mode, cudaFilterModePoint, normalized)));
  std::vector<float> got;

  CUDASEM_ASSERT_OK(fetch_1d(tex.get(), xs, got));

  const std::size_t matches = count_point_matches(texels, xs, got, behaves_as, normalized);
  CUDASEM_EXPECT_EQ_NAMED(observation, matches, xs.size());
}

// The same where the texture must behave as its own mode ("fetches_matching_model").
inline void expect_point_fetches(cudaTextureAddressMode mode, bool normalized, const std::vector<float>& xs) {
  expect_point_fetches_as(mode, normalized, xs, mode, "fetches_matching_model");
}

// The read-mode cases: copies the `n` 8-bit texels (format `desc`) into a 1D array, reads it
// through a clamped, point-sampled, non-normalized texture object with `read_mode` and fetches
// tex1D<T> at each texel's centre into got[0..n) (one block of n threads). Its checks are
// ASSERTs: the case stops after it on a fatal failure.
template <typename T, typename Texel>
void fetch_texel_centres(
    const Texel* texels, int n, const cudaChannelFormatDesc& desc, cudaTextureReadMode read_mode, T* got) {
  cudasem::Array array;
  CUDASEM_ASSERT_OK(cudasem::malloc_array(array, desc, n, 0));
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(array.get(), 0, 0, texels, n, n, 1, cudaMemcpyHostToDevice));
  TextureObject tex;
  CUDASEM_ASSERT_OK(create_texture(
      tex, array_resource(array.get()), texture_desc(cudaAddressModeClamp, cudaFilterModePoint, false, read_mode)));
  cudasem::DeviceBuffer<T> out(n);

  fetch_texel_centres_kernel<T><<<1, n>>>(tex.get(), out.data(), n);
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());

  CUDASEM_ASSERT_OK(cudaMemcpy(got, out.data(), n * sizeof(T), cudaMemcpyDeviceToHost));
}
#endif

}  // namespace cudasem::texture
