// SPDX-License-Identifier: Apache-2.0
// Characterization: a texture object (over a one-level mipmapped array) and a surface object (over a
// surface load/store array), each destroyed, then destroyed again: the code the second
// cudaDestroyTextureObject / cudaDestroySurfaceObject returns is recorded (both return lists name
// cudaErrorInvalidValue; no text says what destroying an object twice returns). The objects are
// 64-bit values, not pointers to memory of the process. One row per function.
#include "../errors.h"
#include "cudasem/cudasem.h"
#include "cudasem/pitched_memory.h"

#include <cuda_runtime.h>

namespace {

// The objects: a texture object over a 64 x 16 one-level mipmapped float array and a surface object
// over a 64 x 16 float array with cudaArraySurfaceLoadStore, each created (and destroyed by its row).
struct Objects {
  cudasem::MipmappedArray mipmapped;
  cudasem::Array surface_array;
  cudaTextureObject_t texture = 0;
  cudaSurfaceObject_t surface = 0;

  void set_up() {
    const cudaChannelFormatDesc desc = cudasem::float1_desc();
    CUDASEM_ASSERT_OK(cudaMallocMipmappedArray(mipmapped.out(), &desc, make_cudaExtent(64, 16, 0), 1));
    CUDASEM_ASSERT_OK(
        cudaMalloc3DArray(surface_array.out(), &desc, make_cudaExtent(64, 16, 0), cudaArraySurfaceLoadStore));
    cudaResourceDesc texture_resource = {};
    texture_resource.resType = cudaResourceTypeMipmappedArray;
    texture_resource.res.mipmap.mipmap = mipmapped;
    cudaTextureDesc texture_desc = {};
    texture_desc.filterMode = cudaFilterModePoint;
    texture_desc.readMode = cudaReadModeElementType;
    texture_desc.normalizedCoords = 1;
    texture_desc.mipmapFilterMode = cudaFilterModePoint;
    CUDASEM_ASSERT_OK(cudaCreateTextureObject(&texture, &texture_resource, &texture_desc, nullptr));
    cudaResourceDesc surface_resource = {};
    surface_resource.resType = cudaResourceTypeArray;
    surface_resource.res.array.array = surface_array;
    CUDASEM_ASSERT_OK(cudaCreateSurfaceObject(&surface, &surface_resource));
  }
};

using Row = cudasem::errors::CallOn<Objects>;
constexpr Row kRows[] = {
    {"cudaDestroyTextureObject",
        [](Objects& o) {
          CUDASEM_EXPECT_OK(cudaDestroyTextureObject(o.texture));
          CUDASEM_EXPECT_OK(cudaDestroySurfaceObject(o.surface));
          return cudaDestroyTextureObject(o.texture);
        }},
    {"cudaDestroySurfaceObject",
        [](Objects& o) {
          CUDASEM_EXPECT_OK(cudaDestroySurfaceObject(o.surface));
          CUDASEM_EXPECT_OK(cudaDestroyTextureObject(o.texture));
          return cudaDestroySurfaceObject(o.surface);
        }},
};

}  // namespace

CUDASEM_CASE_TABLE(RuntimeTextureObjects, DestroyAgainResult, kRows,
    {
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidValue)",
            .quote = "This indicates that one or more of the parameters passed to the API call is not within an "
                     "acceptable range of values."},
        .claim = cudasem::Claim::hedge,
    }) {
  Objects objects;
  ASSERT_NO_FATAL_FAILURE(objects.set_up());

  const cudaError_t r = row.call(objects);

  CUDASEM_RECORD_CODE_OF_ROW(row.key, r);
  cudasem::last_error(cudasem::LastError::clear);
}
