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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::expect_texture_subresource_invalid_value(gl, 0, 5);
}
