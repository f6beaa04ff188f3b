// SPDX-License-Identifier: Apache-2.0
// Unmapping a registered GL buffer that is not mapped returns cudaErrorUnknown.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsUnmapResources, NotMappedReturnsUnknown,
    {
        .api = {"cudaGraphicsUnmapResources"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsUnmapResources",
            .quote =
                "If any of resources are not presently mapped for access by CUDA then cudaErrorUnknown is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_buffer(gl, std::size_t{1} << 16, object));
  cudaGraphicsResource_t handle = object.resource.get();
  CUDASEM_EXPECT_ERROR(cudaGraphicsUnmapResources(1, &handle, nullptr), cudaErrorUnknown);
}
