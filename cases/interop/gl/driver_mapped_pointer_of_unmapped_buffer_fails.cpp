// SPDX-License-Identifier: Apache-2.0
// The driver twin: cuGraphicsResourceGetMappedPointer of a registered GL buffer that is not mapped returns CUDA_ERROR_NOT_MAPPED.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphicsResourceGetMappedPointer, UnmappedResourceReturnsNotMapped,
    {
        .api = {"cuGraphicsResourceGetMappedPointer"},
        .cite = {.doc = "DRV",
            .section = "cuGraphicsResourceGetMappedPointer",
            .quote = "If resource is not mapped then CUDA_ERROR_NOT_MAPPED is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  ix::RegisteredGlObject object;
  const cudasem::Driver& drv = cudasem::driver();
  ASSERT_NO_FATAL_FAILURE(ix::register_new_gl_buffer(gl, std::size_t{1} << 16, object));
  CUdeviceptr pointer = 0;
  std::size_t size = 0;
  CUDASEM_EXPECT_CU_ERROR(drv.cuGraphicsResourceGetMappedPointer(
                              &pointer, &size, reinterpret_cast<CUgraphicsResource>(object.resource.get())),
      CUDA_ERROR_NOT_MAPPED);
}
