// SPDX-License-Identifier: Apache-2.0
// The driver twin: cuGraphicsSubResourceGetMappedArray of a mapped GL buffer returns CUDA_ERROR_NOT_MAPPED_AS_ARRAY.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphicsSubResourceGetMappedArray, BufferReturnsNotMappedAsArray,
    {
        .api = {"cuGraphicsSubResourceGetMappedArray"},
        .cite = {.doc = "DRV",
            .section = "cuGraphicsSubResourceGetMappedArray",
            .quote =
                "If resource is not a texture then it cannot be accessed via an array and CUDA_ERROR_NOT_MAPPED_AS_ARRAY is returned."},
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
  CUarray array = nullptr;
  CUDASEM_EXPECT_CU_ERROR(drv.cuGraphicsSubResourceGetMappedArray(
                              &array, reinterpret_cast<CUgraphicsResource>(object.resource.get()), 0, 0),
      CUDA_ERROR_NOT_MAPPED_AS_ARRAY);
}
