// SPDX-License-Identifier: Apache-2.0
// cudaGraphicsResourceGetMappedPointer of a registered GL buffer that is not mapped returns cudaErrorUnknown.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsResourceGetMappedPointer, UnmappedResourceReturnsUnknown,
    {
        .api = {"cudaGraphicsResourceGetMappedPointer"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsResourceGetMappedPointer",
            .quote = "If resource is not mapped then cudaErrorUnknown is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_buffer(gl, std::size_t{1} << 16, object));
  void* pointer = nullptr;
  std::size_t size = 0;
  CUDASEM_EXPECT_ERROR(cudaGraphicsResourceGetMappedPointer(&pointer, &size, object.resource), cudaErrorUnknown);
}
