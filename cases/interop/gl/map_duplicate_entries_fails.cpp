// SPDX-License-Identifier: Apache-2.0
// Mapping a list that names one GL buffer twice returns cudaErrorInvalidResourceHandle.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsMapResources, DuplicateEntriesReturnInvalidResourceHandle,
    {
        .api = {"cudaGraphicsMapResources"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsMapResources",
            .quote = "If resources contains any duplicate entries then cudaErrorInvalidResourceHandle is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_buffer(gl, std::size_t{1} << 16, object));
  cudaGraphicsResource_t handles[2] = {object.resource.get(), object.resource.get()};
  const cudaError_t result = cudaGraphicsMapResources(2, handles, nullptr);
  CUDASEM_EXPECT_ERROR_OF(cudaGraphicsMapResources, result, cudaErrorInvalidResourceHandle);
  if (result == cudaSuccess) CUDASEM_EXPECT_OK(cudaGraphicsUnmapResources(1, handles, nullptr));
}
