// SPDX-License-Identifier: Apache-2.0
// Map flags 7 (none of None, ReadOnly, WriteDiscard) return cudaErrorInvalidValue.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsResourceSetMapFlags, UndefinedFlagsReturnInvalidValue,
    {
        .api = {"cudaGraphicsResourceSetMapFlags"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsResourceSetMapFlags",
            .quote = "If flags is not one of the above values then cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_buffer(gl, std::size_t{1} << 16, object));
  CUDASEM_EXPECT_ERROR(cudaGraphicsResourceSetMapFlags(object.resource, 7u), cudaErrorInvalidValue);
}
