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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::expect_texture_subresource_invalid_value(gl, 3, 0);
}
