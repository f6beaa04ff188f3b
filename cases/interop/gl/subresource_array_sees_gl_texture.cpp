// SPDX-License-Identifier: Apache-2.0
// A registered GL_TEXTURE_2D (RGBA8), mapped: the array of array index 0, mipmap level 0 holds
// every texel GL holds.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsSubResourceGetMappedArray, ArrayHoldsTextureLevel,
    {
        .api = {"cudaGraphicsSubResourceGetMappedArray"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsSubResourceGetMappedArray",
            .quote =
                "Returns in *array an array through which the subresource of the mapped graphics resource resource which corresponds to array index arrayIndex and mipmap level mipLevel may be accessed."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  const unsigned width = 128, height = 64;
  ix::RegisteredGlObject texture;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_texture(gl, width, height, texture, 13));
  ix::MappedResource mapped(texture.resource, nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("resource_mapped", mapped.mapped());

  cudaArray_t array = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphicsSubResourceGetMappedArray(&array, texture.resource, 0, 0));
  ix::expect_array_holds(array, width, height, texture.data, "mismatched_bytes_in_mapped_array");
}
