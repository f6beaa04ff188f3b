// SPDX-License-Identifier: Apache-2.0
// The driver twin: cuGraphicsResourceSetMapFlags on a mapped GL buffer returns CUDA_ERROR_ALREADY_MAPPED.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphicsResourceSetMapFlags, WhileMappedReturnsAlreadyMapped,
    {
        .api = {"cuGraphicsResourceSetMapFlags"},
        .cite = {.doc = "DRV",
            .section = "cuGraphicsResourceSetMapFlags",
            .quote = "If resource is presently mapped for access by CUDA then CUDA_ERROR_ALREADY_MAPPED is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  const cudasem::Driver& drv = cudasem::driver();
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_buffer(gl, std::size_t{1} << 16, object));
  ix::MappedResource mapped(object.resource, nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("resource_mapped", mapped.mapped());
  CUDASEM_EXPECT_CU_ERROR(drv.cuGraphicsResourceSetMapFlags(reinterpret_cast<CUgraphicsResource>(object.resource.get()),
                              CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY),
      CUDA_ERROR_ALREADY_MAPPED);
}
