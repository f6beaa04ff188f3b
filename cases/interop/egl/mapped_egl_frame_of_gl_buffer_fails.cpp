// SPDX-License-Identifier: Apache-2.0
// cudaGraphicsResourceGetMappedEglFrame of a mapped GL buffer's resource (cudaGraphicsGLRegisterBuffer:
// no EGL graphics resource) fails with a documented code.
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsResourceGetMappedEglFrame, GlBufferResourceFails,
    {
        .api = {"cudaGraphicsResourceGetMappedEglFrame"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsResourceGetMappedEglFrame",
            .quote = "This API can only be called for EGL graphics resources."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  ix::Egl egl;
  CUDASEM_INTEROP_OPEN_EGL(gl, egl, ix::EglUse::context);
#if CUDASEM_INTEROP_HAVE_EGL
  ix::RegisteredGlObject object;
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_buffer(gl, std::size_t{1} << 16, object));
  ix::MappedResource mapped(object.resource, nullptr);
  ASSERT_TRUE(mapped.mapped());
  cudaEglFrame frame{};
  CUDASEM_EXPECT_FAILURE(cudaGraphicsResourceGetMappedEglFrame(&frame, object.resource, 0, 0));
#endif
}
