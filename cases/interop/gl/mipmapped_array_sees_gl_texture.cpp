// SPDX-License-Identifier: Apache-2.0
// A registered GL_TEXTURE_2D (RGBA8), mapped: level 0 of the mipmapped array returned by
// cudaGraphicsResourceGetMappedMipmappedArray holds every texel GL holds.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsResourceGetMappedMipmappedArray, MipmappedArrayHoldsTexture,
    {
        .api = {"cudaGraphicsResourceGetMappedMipmappedArray"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsResourceGetMappedMipmappedArray",
            .quote =
                "Returns in *mipmappedArray a mipmapped array through which the mapped graphics resource resource may be accessed."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  const unsigned width = 128, height = 64;
  ix::RegisteredGlObject texture;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_texture(gl, width, height, texture, 19));
  ix::MappedResource mapped(texture.resource, nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("resource_mapped", mapped.mapped());

  cudaMipmappedArray_t mipmap = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphicsResourceGetMappedMipmappedArray(&mipmap, texture.resource));
  cudaArray_t level = nullptr;
  CUDASEM_ASSERT_OK(cudaGetMipmappedArrayLevel(&level, mipmap, 0));
  ix::expect_array_holds(level, width, height, texture.data, "mismatched_bytes_in_level0");
}
