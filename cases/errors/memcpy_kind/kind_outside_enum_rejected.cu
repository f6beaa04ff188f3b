// SPDX-License-Identifier: Apache-2.0
// Every Runtime API copy function that takes a cudaMemcpyKind (directly or in cudaMemcpy3DParms)
// and whose return list names cudaErrorInvalidMemcpyDirection, called with the kind 7, which is
// none of cudaMemcpyKind's values (0 to 4), on valid, large enough objects (device buffers, CUDA
// arrays, a __device__ symbol, a created stream): the call returns cudaErrorInvalidMemcpyDirection.
// One row per function (cudaMemcpy and cudaMemcpy2D: memcpy.kind.invalid_kind_rejected,
// pitched.copy2d.invalid_kind_fails).
#include "../errors.h"
#include "cudasem/cudasem.h"
#include "cudasem/pitched_memory.h"

CUDASEM_CALLS_DEPRECATED_API;  // cudaMemcpyToArray and its kin are deprecated; they are rows here

namespace {

__device__ unsigned g_symbol[16];
__global__ void touch_symbol() { g_symbol[threadIdx.x] = threadIdx.x; }

constexpr auto kOutsideEnum = static_cast<cudaMemcpyKind>(7);
constexpr std::size_t kBytes = 4096, kPitch = 256, kWidth = 64, kHeight = 4;

// The objects every row copies between: two device buffers, two 64 x 16 float arrays, host bytes
// and a stream.
struct Objects {
  cudasem::DeviceBuffer<unsigned char> a{kBytes}, b{kBytes};
  cudasem::Array array, other_array;
  cudasem::Stream stream;
  unsigned char host[kBytes] = {};

  void set_up() {
    const cudaChannelFormatDesc desc = cudasem::float1_desc();
    CUDASEM_ASSERT_OK(cudaMallocArray(array.out(), &desc, 64, 16));
    CUDASEM_ASSERT_OK(cudaMallocArray(other_array.out(), &desc, 64, 16));
    touch_symbol<<<1, 16>>>();
    CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  }
  cudaMemcpy3DParms params_3d() {
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(a.data(), kPitch, kWidth, kHeight);
    p.dstPtr = make_cudaPitchedPtr(b.data(), kPitch, kWidth, kHeight);
    p.extent = make_cudaExtent(kWidth, kHeight, 1);
    p.kind = kOutsideEnum;
    return p;
  }
};

using Row = cudasem::errors::CallOn<Objects>;
constexpr Row kRows[] = {
    {"cudaMemcpyAsync", [](Objects& o) { return cudaMemcpyAsync(o.b.data(), o.a.data(), 64, kOutsideEnum, o.stream); }},
    {"cudaMemcpy2DAsync",
        [](Objects& o) {
          return cudaMemcpy2DAsync(o.b.data(), kPitch, o.a.data(), kPitch, kWidth, kHeight, kOutsideEnum, o.stream);
        }},
    {"cudaMemcpy2DToArray",
        [](Objects& o) {
          return cudaMemcpy2DToArray(o.array, 0, 0, o.a.data(), kPitch, kWidth, kHeight, kOutsideEnum);
        }},
    {"cudaMemcpy2DToArrayAsync",
        [](Objects& o) {
          return cudaMemcpy2DToArrayAsync(o.array, 0, 0, o.a.data(), kPitch, kWidth, kHeight, kOutsideEnum, o.stream);
        }},
    {"cudaMemcpy2DFromArray",
        [](Objects& o) {
          return cudaMemcpy2DFromArray(o.b.data(), kPitch, o.array, 0, 0, kWidth, kHeight, kOutsideEnum);
        }},
    {"cudaMemcpy2DFromArrayAsync",
        [](Objects& o) {
          return cudaMemcpy2DFromArrayAsync(o.b.data(), kPitch, o.array, 0, 0, kWidth, kHeight, kOutsideEnum, o.stream);
        }},
    {"cudaMemcpy2DArrayToArray",
        [](Objects& o) {
          return cudaMemcpy2DArrayToArray(o.other_array, 0, 0, o.array, 0, 0, kWidth, kHeight, kOutsideEnum);
        }},
    {"cudaMemcpyToArray", [](Objects& o) { return cudaMemcpyToArray(o.array, 0, 0, o.a.data(), 64, kOutsideEnum); }},
    {"cudaMemcpyToArrayAsync",
        [](Objects& o) { return cudaMemcpyToArrayAsync(o.array, 0, 0, o.a.data(), 64, kOutsideEnum, o.stream); }},
    {"cudaMemcpyFromArray",
        [](Objects& o) { return cudaMemcpyFromArray(o.b.data(), o.array, 0, 0, 64, kOutsideEnum); }},
    {"cudaMemcpyFromArrayAsync",
        [](Objects& o) { return cudaMemcpyFromArrayAsync(o.b.data(), o.array, 0, 0, 64, kOutsideEnum, o.stream); }},
    {"cudaMemcpyArrayToArray",
        [](Objects& o) { return cudaMemcpyArrayToArray(o.other_array, 0, 0, o.array, 0, 0, 64, kOutsideEnum); }},
    {"cudaMemcpy3D",
        [](Objects& o) {
          const cudaMemcpy3DParms p = o.params_3d();
          return cudaMemcpy3D(&p);
        }},
    {"cudaMemcpy3DAsync",
        [](Objects& o) {
          const cudaMemcpy3DParms p = o.params_3d();
          return cudaMemcpy3DAsync(&p, o.stream);
        }},
    {"cudaMemcpyFromSymbolAsync",
        [](Objects& o) { return cudaMemcpyFromSymbolAsync(o.host, g_symbol, 16, 0, kOutsideEnum, o.stream); }},
    {"cudaMemcpyToSymbolAsync",
        [](Objects& o) { return cudaMemcpyToSymbolAsync(g_symbol, o.host, 16, 0, kOutsideEnum, o.stream); }},
};

}  // namespace

CUDASEM_CASE_TABLE(RuntimeCopyKind, KindOutsideEnumRejected, kRows,
    {
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidMemcpyDirection)",
            .quote = "This indicates that the direction of the memcpy passed to the API call is not one of the types "
                     "specified by cudaMemcpyKind."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  Objects objects;
  ASSERT_NO_FATAL_FAILURE(objects.set_up());

  const cudaError_t r = row.call(objects);

  CUDASEM_EXPECT_ERROR_OF_ROW(row.key, r, cudaErrorInvalidMemcpyDirection);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(objects.stream));
}
