// SPDX-License-Identifier: Apache-2.0
// cudaGraphicsResourceSetMapFlags on a mapped GL buffer returns cudaErrorUnknown.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsResourceSetMapFlags, WhileMappedReturnsUnknown,
    {
        .api = {"cudaGraphicsResourceSetMapFlags"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsResourceSetMapFlags",
            .quote = "If resource is presently mapped for access by CUDA then cudaErrorUnknown is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_buffer(gl, std::size_t{1} << 16, object));
  ix::MappedResource mapped(object.resource, nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("resource_mapped", mapped.mapped());
  CUDASEM_EXPECT_ERROR(
      cudaGraphicsResourceSetMapFlags(object.resource, cudaGraphicsMapFlagsReadOnly), cudaErrorUnknown);
}
