// SPDX-License-Identifier: Apache-2.0
// Array index 3 of a GL_TEXTURE_2D (one layer, not an array or cube map) is not valid: cudaErrorInvalidValue.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsSubResourceGetMappedArray, InvalidArrayIndexReturnsInvalidValue,
    {
        .api = {"cudaGraphicsSubResourceGetMappedArray"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsSubResourceGetMappedArray",
            .quote = "If arrayIndex is not a valid array index for resource then cudaErrorInvalidValue is returned."},
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_texture(gl, 64, 64, object));
  ix::MappedResource mapped(object.resource, nullptr);
  ASSERT_TRUE(mapped.mapped());
  cudaArray_t array = nullptr;
  CUDASEM_EXPECT_ERROR(cudaGraphicsSubResourceGetMappedArray(&array, object.resource, 3, 0), cudaErrorInvalidValue);
}
