// SPDX-License-Identifier: Apache-2.0
// cudaGraphicsResourceGetMappedEglFrame of a mapped GL buffer's resource
// (cudaGraphicsGLRegisterBuffer: no EGL graphics resource): what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../interop_egl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsResourceGetMappedEglFrame, GlBufferResourceFails,
    {
        .api = {"cudaGraphicsResourceGetMappedEglFrame"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphicsResourceGetMappedEglFrame",
            .quote = "This API can only be called for EGL graphics resources."},
        .claim = cudasem::Claim::caller_requirement,
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
  CUDASEM_ASSERT_TRUE_NAMED("resource_mapped", mapped.mapped());
  cudaEglFrame frame{};
  cudasem::observe("cudaGraphicsResourceGetMappedEglFrame_result",
      cudaGraphicsResourceGetMappedEglFrame(&frame, object.resource, 0, 0));
#endif
}
