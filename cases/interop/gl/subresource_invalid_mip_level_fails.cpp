// SPDX-License-Identifier: Apache-2.0
// Mipmap level 5 of a one-level GL texture is not a valid level: cudaErrorInvalidValue.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsSubResourceGetMappedArray, InvalidMipLevelReturnsInvalidValue,
    {
        .api = {"cudaGraphicsSubResourceGetMappedArray"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsSubResourceGetMappedArray",
            .quote = "If mipLevel is not a valid mipmap level for resource then cudaErrorInvalidValue is returned."},
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
  CUDASEM_EXPECT_ERROR(cudaGraphicsSubResourceGetMappedArray(&array, object.resource, 0, 5), cudaErrorInvalidValue);
}
