// SPDX-License-Identifier: Apache-2.0
// cudaGraphicsResourceGetMappedPointer of a mapped 1 MiB GL buffer: the returned size covers the
// buffer, and the pointer reads the buffer's bytes.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsResourceGetMappedPointer, PointerAndSizeCoverBuffer,
    {
        .api = {"cudaGraphicsResourceGetMappedPointer"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsResourceGetMappedPointer",
            .quote =
                "Returns in *devPtr a pointer through which the mapped graphics resource resource may be accessed. "
                "Returns in *size the size of the memory in bytes which may be accessed from that pointer."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .sanitizer_limits = {{"initcheck", cudasem::interop::kInitcheckGlWrites}},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  const std::size_t bytes = std::size_t{1} << 20;
  const std::vector<unsigned char> data = ix::pattern_bytes(bytes, 9);
  const unsigned buffer = gl.make_buffer(data);
  CUDASEM_ASSERT_TRUE_NAMED("gl_buffer_created", buffer != 0u);
  ix::GraphicsResource resource;
  CUDASEM_ASSERT_OK(ix::register_gl_buffer(resource, buffer));
  ix::MappedResource mapped(resource, nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("resource_mapped", mapped.mapped());

  void* pointer = nullptr;
  std::size_t size = 0;
  CUDASEM_ASSERT_OK(cudaGraphicsResourceGetMappedPointer(&pointer, &size, resource));
  cudasem::observe("mapped_size_bytes", static_cast<unsigned long long>(size));
  CUDASEM_ASSERT_TRUE_NAMED("mapped_size_covers_buffer", size >= bytes);
  const std::size_t bad = ix::mismatched_bytes(ix::read_device_bytes(pointer, bytes), data);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_through_mapped_pointer", bad, 0u);
}
