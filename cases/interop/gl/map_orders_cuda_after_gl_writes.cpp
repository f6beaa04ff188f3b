// SPDX-License-Identifier: Apache-2.0
// GL updates a registered buffer (glBufferSubData, no glFinish), then CUDA maps it in a stream and
// copies it out in that stream: the copy shows every byte of the update.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsMapResources, OrdersCudaWorkAfterEarlierGlCalls,
    {
        .api = {"cudaGraphicsMapResources", "cudaGraphicsResourceGetMappedPointer"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsMapResources",
            .quote =
                "This function provides the synchronization guarantee that any graphics calls issued before cudaGraphicsMapResources() will complete before any subsequent CUDA work issued in stream begins."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
        .sanitizer_limits = {{"initcheck", cudasem::interop::kInitcheckGlWrites}},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  const std::size_t bytes = std::size_t{4} << 20;
  const unsigned buffer = gl.make_buffer(ix::pattern_bytes(bytes, 1));
  CUDASEM_ASSERT_TRUE_NAMED("gl_buffer_created", buffer != 0u);
  ix::GraphicsResource resource;
  CUDASEM_ASSERT_OK(ix::register_gl_buffer(resource, buffer));
  CUDASEM_ASSERT_TRUE_NAMED("gl_finish_succeeded", gl.finish());

  const std::vector<unsigned char> update = ix::pattern_bytes(bytes, 77);
  CUDASEM_ASSERT_TRUE_NAMED("gl_buffer_updated", gl.update_buffer(buffer, update));
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaGraphicsResource_t handle = resource.get();
  CUDASEM_ASSERT_OK(cudaGraphicsMapResources(1, &handle, stream));
  void* pointer = nullptr;
  std::size_t size = 0;
  CUDASEM_EXPECT_OK(cudaGraphicsResourceGetMappedPointer(&pointer, &size, handle));
  cudasem::PinnedBuffer<unsigned char> copy(bytes);
  if (pointer != nullptr && size >= bytes) {
    CUDASEM_EXPECT_OK(cudaMemcpyAsync(copy.data(), pointer, bytes, cudaMemcpyDeviceToHost, stream));
  }
  CUDASEM_EXPECT_OK(cudaGraphicsUnmapResources(1, &handle, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  CUDASEM_ASSERT_TRUE_NAMED("mapped_size_covers_buffer", size >= bytes);

  const std::vector<unsigned char> seen(copy.data(), copy.data() + bytes);
  const std::size_t bad = ix::mismatched_bytes(seen, update);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_after_gl_update", bad, 0u);
}
