// SPDX-License-Identifier: Apache-2.0
// cudaGraphicsResourceGetMappedPointer of a mapped GL texture (not a buffer) returns cudaErrorUnknown.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsResourceGetMappedPointer, TextureReturnsUnknown,
    {
        .api = {"cudaGraphicsResourceGetMappedPointer"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsResourceGetMappedPointer",
            .quote =
                "If resource is not a buffer then it cannot be accessed via a pointer and cudaErrorUnknown is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_texture(gl, 64, 64, object));
  ix::MappedResource mapped(object.resource, nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("resource_mapped", mapped.mapped());
  void* pointer = nullptr;
  std::size_t size = 0;
  CUDASEM_EXPECT_ERROR(cudaGraphicsResourceGetMappedPointer(&pointer, &size, object.resource), cudaErrorUnknown);
}
