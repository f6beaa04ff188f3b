// SPDX-License-Identifier: Apache-2.0
// cudaGraphicsSubResourceGetMappedArray of a mapped GL buffer (not a texture) returns cudaErrorUnknown.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsSubResourceGetMappedArray, BufferReturnsUnknown,
    {
        .api = {"cudaGraphicsSubResourceGetMappedArray"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsSubResourceGetMappedArray",
            .quote =
                "If resource is not a texture then it cannot be accessed via an array and cudaErrorUnknown is returned."},
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
  cudaArray_t array = nullptr;
  CUDASEM_EXPECT_ERROR(cudaGraphicsSubResourceGetMappedArray(&array, object.resource, 0, 0), cudaErrorUnknown);
}
