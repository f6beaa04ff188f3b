// SPDX-License-Identifier: Apache-2.0
// The driver twin: cuGraphicsResourceGetMappedPointer of a mapped GL texture returns CUDA_ERROR_NOT_MAPPED_AS_POINTER.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphicsResourceGetMappedPointer, TextureReturnsNotMappedAsPointer,
    {
        .api = {"cuGraphicsResourceGetMappedPointer"},
        .cite = {.doc = "DRV",
            .section = "cuGraphicsResourceGetMappedPointer",
            .quote =
                "If resource is not a buffer then it cannot be accessed via a pointer and CUDA_ERROR_NOT_MAPPED_AS_POINTER is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  const cudasem::Driver& drv = cudasem::driver();
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_texture(gl, 64, 64, object));
  ix::MappedResource mapped(object.resource, nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("resource_mapped", mapped.mapped());
  CUdeviceptr pointer = 0;
  std::size_t size = 0;
  CUDASEM_EXPECT_CU_ERROR(drv.cuGraphicsResourceGetMappedPointer(
                              &pointer, &size, reinterpret_cast<CUgraphicsResource>(object.resource.get())),
      CUDA_ERROR_NOT_MAPPED_AS_POINTER);
}
