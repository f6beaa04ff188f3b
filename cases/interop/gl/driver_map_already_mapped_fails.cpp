// SPDX-License-Identifier: Apache-2.0
// The driver twin: cuGraphicsMapResources of a GL buffer already mapped (through the runtime) returns CUDA_ERROR_ALREADY_MAPPED (the resource handles are interchangeable).
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphicsMapResources, AlreadyMappedReturnsAlreadyMapped,
    {
        .api = {"cuGraphicsMapResources"},
        .cite = {.doc = "DRV",
            .section = "cuGraphicsMapResources",
            .quote =
                "If any of resources are presently mapped for access by CUDA then CUDA_ERROR_ALREADY_MAPPED is returned."},
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
  CUgraphicsResource handle = reinterpret_cast<CUgraphicsResource>(object.resource.get());
  CUDASEM_EXPECT_CU_ERROR(drv.cuGraphicsMapResources(1, &handle, nullptr), CUDA_ERROR_ALREADY_MAPPED);
}
