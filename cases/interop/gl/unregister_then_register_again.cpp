// SPDX-License-Identifier: Apache-2.0
// cudaGraphicsUnregisterResource succeeds; the GL buffer registered again is accessible through the new resource.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsUnregisterResource, ResourceCanBeRegisteredAgain,
    {
        .api = {"cudaGraphicsUnregisterResource"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsUnregisterResource",
            .quote =
                "Unregisters the graphics resource resource so it is not accessible by CUDA unless registered again."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .sanitizer_limits = {{"initcheck", cudasem::interop::kInitcheckGlWrites}},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_buffer(gl, std::size_t{1} << 16, object));
  CUDASEM_EXPECT_ERROR(cudaGraphicsUnregisterResource(object.resource.abandon()), cudaSuccess);
  ix::GraphicsResource again;
  CUDASEM_ASSERT_OK(ix::register_gl_buffer(again, object.name));
  ix::MappedResource mapped(again, nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("resource_mapped", mapped.mapped());
  void* pointer = nullptr;
  std::size_t size = 0;
  CUDASEM_ASSERT_OK(cudaGraphicsResourceGetMappedPointer(&pointer, &size, again));
  const std::size_t bad = ix::mismatched_bytes(
      ix::read_device_bytes(pointer, std::size_t{1} << 16), ix::pattern_bytes(std::size_t{1} << 16, 1));
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_after_registering_again", bad, 0u);
}
