// SPDX-License-Identifier: Apache-2.0
// CUDA fills a mapped GL buffer behind a gate kernel, then unmaps it in the same stream; GL then
// reads the buffer (glGetBufferSubData): it sees the fill, every byte.
#include "../interop_gl.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGraphicsUnmapResources, OrdersLaterGlWorkAfterCudaWork,
    {
        .api = {"cudaGraphicsUnmapResources"},
        .cite = {.doc = "RT",
            .section = "cudaGraphicsUnmapResources",
            .quote =
                "This function provides the synchronization guarantee that any CUDA work issued in stream before cudaGraphicsUnmapResources() will complete before any subsequently issued graphics work begins."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os()},
    }) {
  namespace ix = cudasem::interop;
  ix::GlContext gl;
  CUDASEM_INTEROP_OPEN_GL(gl);
  const std::size_t words = std::size_t{1} << 18;
  const unsigned buffer = gl.make_buffer(std::vector<unsigned char>(words * sizeof(unsigned), 0));
  CUDASEM_ASSERT_TRUE_NAMED("gl_buffer_created", buffer != 0u);
  ix::GraphicsResource resource;
  CUDASEM_ASSERT_OK(ix::register_gl_buffer(resource, buffer));
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaGraphicsResource_t handle = resource.get();
  CUDASEM_ASSERT_OK(cudaGraphicsMapResources(1, &handle, stream));
  void* pointer = nullptr;
  std::size_t size = 0;
  CUDASEM_EXPECT_OK(cudaGraphicsResourceGetMappedPointer(&pointer, &size, handle));

  const unsigned marker = 0x600DF00Du;
  {
    cudasem::Gate gate;
    gate.launch(stream);
    if (pointer != nullptr) {
      CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(stream, static_cast<unsigned*>(pointer), words, marker));
    }
    gate.arm_watchdog(cudasem::milliseconds(100));
    CUDASEM_EXPECT_OK(cudaGraphicsUnmapResources(1, &handle, stream));
    std::vector<unsigned char> seen;
    CUDASEM_ASSERT_TRUE_NAMED("gl_buffer_read_back", gl.read_buffer(buffer, words * sizeof(unsigned), seen));
    const std::vector<unsigned char> want = ix::repeated_word_bytes(words, marker);
    const std::size_t bad = ix::mismatched_bytes(seen, want);
    CUDASEM_EXPECT_EQ_NAMED("mismatched_bytes_read_by_gl_after_unmap", bad, 0u);
  }
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
